import { expect, test } from '@playwright/test';
import { registerPaidMember } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { shoot } from './support/shots';
import { openMenuEntry } from './support/menu';

test.use({ viewport: { width: 1366, height: 900 } });

/** The MASTER plan (spec section 1's level 9): the only one travel clubs admit. */
const MASTER = 9;

test('a member sees their progress towards each general club, and a travel vip is told travel clubs are for MASTER distributors', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234!');
  await openMenuEntry(page, 'clubs', 'clubs-general');
  await expect(page).toHaveURL(/\/clubs\/general$/);
  const bronze = page.getByTestId('clubs').locator('[data-testid^="club-"]').filter({ hasText: 'Club Bronce' });
  await expect(bronze).toBeVisible();
  // Each requirement: a bar with its numbers, and in words what is missing or that it is met.
  for (const requirement of ['directMin', 'salesMin', 'salesMinTeam']) {
    await expect(bronze.getByTestId(`requirement-${requirement}`).getByRole('progressbar')).toBeVisible();
    await expect(bronze.getByTestId(`requirement-${requirement}`)).toContainText(/\d+ de \d+/);
  }
  const gold = page.getByTestId('clubs').locator('[data-testid^="club-"]').filter({ hasText: 'Club Oro' });
  await expect(gold.getByTestId('club-qualified')).toHaveText('Aún no calificado');
  await expect(gold.getByText(/^Miembros activos que faltan en tu red: \d+$/)).toBeVisible();
  await expect(page.getByTestId('current-club')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'clubs-general');

  await page.getByTestId('menu-clubs-travel').click();
  await expect(page).toHaveURL(/\/clubs\/travel$/);
  await expect(page.getByTestId('club-ineligible')).toContainText('Los clubes de viajes son para distribuidores MASTER activos');
  await expect(page.getByTestId('clubs').locator('[data-testid^="club-"]').filter({ hasText: 'Club Viajero Oro' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/clubs/platinum');
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('a new MASTER distributor starts every travel club from zero', async ({ page, request }) => {
  const master = await registerPaidMember(request, MASTER);
  await logIn(page, master.username, master.password);
  await page.goto('/clubs/travel');
  await expect(page.getByTestId('club-ineligible')).toHaveCount(0);
  const first = page.getByTestId('clubs').locator('[data-testid^="club-"]').first();
  await expect(first.getByTestId('requirement-directMin')).toContainText('0 de 1');
  await expect(first.getByText('Directos activos de viajes que faltan: 1')).toBeVisible();
  await expect(page.getByTestId('current-club')).toContainText('No te calificaste');
  await expectAccessible(page);
  await shoot(page, 'clubs-travel');
});

test('the admin edits the clubs in the console catalogue', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/catalogue/clubs');
  const row = page.getByTestId('admin-table-row').filter({ hasText: 'Club Plata' });
  await expect(row).toContainText('Directos 3 · red 10 (≤ 5 por línea) · equipo menor 3');
  await expectAccessible(page);
  await shoot(page, 'clubs-console');
  await row.getByRole('button', { name: /Editar/ }).first().click();
  const form = page.getByTestId('club-form');
  await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Club Plata');
  await expectAccessible(page);
  await shoot(page, 'clubs-console-form');
});
