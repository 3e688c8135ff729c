import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { createJourney, dayFromNow as utcDayFromNow } from './support/catalogue';
import { logIn } from './support/login';
import { shoot } from './support/shots';

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

test('the admin picks an excursion\'s journey by typing (the server searches), sees it by name when editing, and filters by it', async ({ page, request }) => {
  const stamp = Date.now() % 1_000_000;
  const journey = `Viaje buscado ${stamp}`;
  const journeyId = await createJourney(request, journey);
  const journeyOption = `${journey} (#${journeyId})`;
  const title = `Excursión de prueba ${stamp}`;
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/catalogue/excursions');
  await page.getByTestId('admin-table-create').click();
  const form = page.getByTestId('excursion-form');
  for (const tab of ['Español', 'Inglés', 'Portugués']) {
    await form.getByRole('tab', { name: tab }).click();
    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form.getByRole('textbox', { name: 'Descripción' }).fill('Medio día por el casco antiguo.');
  }
  // What is typed goes to the server: only the journey that matches is offered, however many there are.
  const journeyBox = form.getByRole('combobox', { name: 'Viaje' });
  await journeyBox.fill(`buscado ${stamp}`);
  const options = page.getByRole('listbox', { name: 'Viaje' }).getByRole('option');
  await expect(options).toHaveText([journeyOption]);
  await expectAccessible(page);
  await shoot(page, 'catalogue-reference-search');
  await options.first().click();
  await form.getByLabel('Fecha y hora').fill(`${utcDayFromNow(92)}T10:00`);
  await form.getByLabel('Precio (€)').fill('30');
  await form.getByLabel('Señal (€)').fill('10');
  await form.getByLabel('Plazas').fill('5');
  await form.getByTestId('excursion-form-save').click();
  await expect(form).toHaveCount(0);

  // Editing shows the journey by its name, read from the server.
  const row = page.getByTestId('admin-table-row').filter({ hasText: title });
  await page.getByTestId('admin-table-search').fill(title);
  await expect(row).toHaveCount(1);
  await row.getByTestId('admin-table-edit').click();
  await expect(page.getByTestId('excursion-form').getByRole('combobox', { name: 'Viaje' })).toHaveValue(journeyOption);
  await shoot(page, 'catalogue-reference-edit');
  await page.getByRole('dialog', { name: 'Editar excursión' }).getByRole('button', { name: 'Cerrar' }).click();

  // The journey filter searches the same way; the list narrows to the journey's excursion.
  await page.getByTestId('admin-table-search').fill('');
  await page.getByTestId('admin-filter-travel').fill(`buscado ${stamp}`);
  await page.getByRole('listbox', { name: 'Viaje' }).getByRole('option', { name: journeyOption }).click();
  await expect(page.getByTestId('admin-table-row')).toHaveCount(1);
  await expect(row).toContainText(journeyOption);
  await expectAccessible(page);
});
