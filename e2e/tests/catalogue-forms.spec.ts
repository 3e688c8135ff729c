import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';

/** The day `days` from today, YYYY-MM-DD (the course's date, in the browser's zone as the form takes it). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('the admin creates a course in the form, filters the list down to it, and members find it on its Epicos page', async ({ page, browser }) => {
  const title = `Mastermind de prueba ${Date.now() % 1_000_000}`;
  const day = dayFromNow(40);
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/catalogue/courses');
  await page.getByTestId('admin-table-create').click();
  const form = page.getByTestId('course-form');
  await expect(form).toBeVisible();
  await expectAccessible(page);

  for (const [tab, words] of [['Español', title], ['Inglés', `${title} (en)`], ['Portugués', `${title} (pt)`]] as const) {
    await form.getByRole('tab', { name: tab }).click();
    await form.getByRole('textbox', { name: 'Título' }).fill(words);
    await form.getByRole('textbox', { name: 'Descripción' }).fill('Un fin de semana de trabajo en grupo.');
  }
  await form.getByRole('combobox', { name: 'Programa' }).click();
  await page.getByRole('listbox', { name: 'Programa' }).getByRole('option', { name: 'Mastermind' }).click();
  await form.getByLabel('Fecha y hora').fill(`${day}T10:30`);
  await form.getByRole('textbox', { name: 'Lugar' }).fill('Madrid');
  await form.getByLabel('Precio (€)').fill('50');
  await form.getByLabel('Plazas').fill('12');
  // A deposit above the price is refused on its field, in the admin's language, before anything is sent.
  await form.getByLabel('Señal (€)').fill('80');
  await form.getByTestId('course-form-save').click();
  await expect(form.getByText('La señal no puede superar el precio')).toBeVisible();
  await form.getByLabel('Señal (€)').fill('20');
  await form.getByTestId('course-form-save').click();
  await expect(form).toHaveCount(0);

  // Filters narrow the list: the programme and the day keep the new course, another programme or status drop it.
  const rows = page.getByTestId('admin-table-row');
  const course = rows.filter({ hasText: title });
  await page.getByTestId('admin-filter-category').selectOption('mastermind');
  await page.getByTestId('admin-filter-from').fill(day);
  await page.getByTestId('admin-filter-to').fill(day);
  await expect(course).toHaveCount(1);
  await expect(course).toContainText('Mastermind');
  for (const row of await rows.all()) await expect(row).toContainText('Mastermind');
  await expectAccessible(page);
  await page.getByTestId('admin-filter-isActive').selectOption('false');
  await expect(page.getByTestId('admin-table-empty')).toBeVisible();
  await page.getByTestId('admin-filter-isActive').selectOption('true');
  await page.getByTestId('admin-filter-category').selectOption('lineOfLife');
  await expect(course).toHaveCount(0);
  await page.getByTestId('admin-filter-clear').click();
  await page.getByTestId('admin-table-search').fill(title);
  await expect(rows).toHaveCount(1);
  await expect(course).toHaveAttribute('data-active', 'true');

  // An active course is on the members' page of its programme.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, 'demo', 'Demo1234!');
  await member.goto('/epicos/mastermind');
  await expect(member.getByTestId('courses').getByText(title)).toBeVisible();
  await memberContext.close();
});
