import { expect, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { createJourney } from './support/catalogue';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';

/** A 1×1 PNG, enough for the server's check by content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const MEDITERRANEAN = 'Crucero por el Mediterráneo: Barcelona, Roma y Atenas';

test('a member browses the journeys and a journey the admin deactivates leaves their list', async ({ page, request, browser }) => {
  const title = `Viaje de prueba ${Date.now() % 1_000_000}`;
  const journeyId = await createJourney(request, title);
  const member = await tokenFor(request, 'demo', 'Demo1234!');
  const journeys = (await (await request.get('/api/travel?family=travel', { headers: { authorization: `Bearer ${member}` } })).json())['hydra:member'];
  const seeded = journeys.find((j: { title: { es: string } }) => j.title.es === MEDITERRANEAN);

  await logIn(page, 'demo', 'Demo1234!');
  await page.getByRole('link', { name: 'Viajes travel' }).click();
  await expect(page).toHaveURL(/\/journeys\/travel$/);
  const card = page.getByTestId('journey-card').filter({ hasText: MEDITERRANEAN });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('seats-left')).toHaveText(`Plazas libres: ${seeded.seatsLeft}`);
  await expect(card).toContainText('1490,00 €');
  await expectAccessible(page);

  await card.getByTestId('journey-link').click();
  await expect(page).toHaveURL(new RegExp(`/journeys/travel/${seeded.id}$`));
  await expect(page.getByRole('heading', { name: MEDITERRANEAN })).toBeVisible();
  const excursions = page.getByTestId('excursion-card');
  await expect(excursions).toHaveCount(2);
  await expect(excursions.first()).toContainText('Pompeya y el Vesubio');
  await expectAccessible(page);

  // The member sees the new GTO journey…
  await page.getByRole('link', { name: 'Viajes GTO' }).click();
  await expect(page.getByTestId('journey-card').filter({ hasText: title })).toBeVisible();

  // …until the admin deactivates it in the console.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin', 'Admin1234!');
  await admin.goto('/admin/catalogue/journeys');
  await admin.getByTestId('admin-table-search').fill(title);
  const row = admin.locator(`[data-testid="admin-table-row"][data-id="${journeyId}"]`);
  await expect(admin.getByTestId('admin-table-row')).toHaveCount(1);
  await expect(row).toHaveAttribute('data-active', 'true');
  await expectAccessible(admin);
  const [chooser] = await Promise.all([admin.waitForEvent('filechooser'), row.getByTestId('admin-table-photo').click()]);
  await chooser.setFiles({ name: 'viaje.png', mimeType: 'image/png', buffer: PNG });
  await expect(row.getByTestId('admin-table-photo')).toHaveText('Cambiar foto');
  // The member's card loads the new photo.
  await page.reload();
  await expect(page.getByTestId('journey-card').filter({ hasText: title }).getByRole('img', { name: title })).toBeVisible();

  // The admin edits it in the form: four seats left make its card say "last seats".
  await row.getByTestId('admin-table-edit').click();
  const form = admin.getByTestId('journey-form');
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await form.getByLabel('Plazas', { exact: true }).fill('4');
  await form.getByTestId('journey-form-save').click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('0 de 4 ocupadas');
  await page.reload();
  await expect(page.getByTestId('journey-card').filter({ hasText: title }).getByTestId('seats-last')).toHaveText('Últimas plazas');

  await row.getByTestId('admin-table-status').click();
  await expect(row).toHaveAttribute('data-active', 'false');
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('journey-card').first()).toBeVisible();
  await expect(page.getByTestId('journey-card').filter({ hasText: title })).toHaveCount(0);
});
