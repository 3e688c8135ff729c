import { expect, test } from '@playwright/test';
import { registerPaidMember, tokenFor } from './support/api';
import { createJourney, dayFromNow } from './support/catalogue';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

/** Membership levels (spec section 1): travel vip has travel features, start does not. */
const TRAVEL_VIP = 5;
const START = 2;
const MEDITERRANEAN = 'Crucero por el Mediterráneo: Barcelona, Roma y Atenas';

test('a travel vip searches the catalogue, opens a journey, and finds the partners with the same search', async ({ page, request }) => {
  const title = `Lisboa secreta ${Date.now() % 1_000_000}`;
  const journeyId = await createJourney(request, title);
  const vip = await registerPaidMember(request, TRAVEL_VIP);

  await logIn(page, vip.username, vip.password);
  await page.getByTestId('menu-travel-search').click();
  await expect(page).toHaveURL(/\/travel-search$/);
  // Before any search: whatever is still to come, soonest first.
  await expect(page.getByTestId('travel-result').first()).toBeVisible();
  await expect(page.getByTestId('travel-tool-link')).toHaveCount(3);
  await expectAccessible(page);

  await page.getByTestId('travel-search-q').fill(title);
  await page.getByTestId('travel-search-from').fill(dayFromNow(80));
  await page.getByTestId('travel-search-to').fill(dayFromNow(100));
  await page.getByTestId('travel-search-family-gto').check();
  await page.getByTestId('travel-search-seats').fill('2');
  await page.getByTestId('travel-search-submit').click();
  const result = page.getByTestId('travel-result');
  await expect(result).toHaveCount(1);
  await expect(result).toHaveAttribute('data-id', `/api/travel/${journeyId}`);
  await expect(result).toContainText('990,00 €');
  await expect(result).toContainText('Lisboa (PT)');
  // Each partner's link carries the search, URL-encoded; it opens in a new tab.
  const flights = page.locator('[data-testid="travel-tool-link"][data-code="flights"]');
  await expect(flights).toHaveAttribute('href', `https://flights.example/search?to=${encodeURIComponent(title)}&depart=${dayFromNow(80)}&return=${dayFromNow(100)}`);
  await expect(flights).toHaveAttribute('target', '_blank');
  await expect(flights).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  await shoot(page, 'travel-search');

  await result.getByTestId('travel-result-link').click();
  await expect(page).toHaveURL(new RegExp(`/journeys/gto/${journeyId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // An excursion opens its journey, where it is booked.
  await page.getByTestId('menu-travel-search').click();
  await page.getByTestId('travel-search-clear').click();
  await expect(page.getByTestId('travel-search-q')).toHaveValue('');
  await page.getByTestId('travel-search-q').fill('Pompeya');
  await page.getByTestId('travel-search-type').selectOption('excursion');
  await page.getByTestId('travel-search-submit').click();
  await expect(page.getByTestId('travel-result')).toHaveCount(1);
  await expect(page.getByTestId('travel-result')).toHaveAttribute('data-type', 'excursion');
  await page.getByTestId('travel-result-link').click();
  await expect(page).toHaveURL(/\/journeys\/travel\/\d+$/);
  await expect(page.getByRole('heading', { name: MEDITERRANEAN })).toBeVisible();
});

test('a start member sees the no-access page, and the API refuses them too', async ({ page, request }) => {
  const start = await registerPaidMember(request, START);
  const token = await tokenFor(request, start.username, start.password);
  const refused = await request.get('/api/travel/search', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json())['hydra:description']).toBe('Lo sentimos, no tienes acceso a esta sección.');

  await logIn(page, start.username, start.password);
  await page.getByTestId('menu-travel-search').click();
  const noAccess = page.getByTestId('no-access');
  await expect(noAccess).toContainText('Lo sentimos, no tienes acceso a esta sección.');
  await expect(noAccess).toContainText('Enjoy Travel VIP');
  await expect(page.getByTestId('travel-search-form')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'travel-search-no-access');
  await page.getByTestId('travel-search-upgrade').click();
  await expect(page).toHaveURL(/\/membership$/);
});

test('the admin manages the travel tools in the console', async ({ page }) => {
  const code = `e2e-${Date.now() % 1_000_000}`;
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/catalogue/travel-tools');
  await expect(page.getByTestId('admin-table-row')).not.toHaveCount(0);
  await page.getByTestId('admin-table-create').click();
  const form = page.getByTestId('travel-tool-form');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Trenes Ejemplo');
  await form.getByRole('textbox', { name: 'Código' }).fill(code);
  const link = form.getByRole('textbox', { name: 'Enlace de búsqueda' });
  await link.fill('https://trains.example/?q={ciudad}');
  await page.getByTestId('travel-tool-form-save').click();
  await expect(form).toContainText('Solo se admiten los huecos {destination}, {dateFrom}, {dateTo}');
  await expectAccessible(page);
  await shoot(page, 'admin-travel-tool-form');
  await link.fill('https://trains.example/?q={destination}&on={dateFrom}');
  await page.getByTestId('travel-tool-form-save').click();
  await expect(form).toHaveCount(0);
  await page.getByTestId('admin-table-search').fill(code);
  const row = page.getByTestId('admin-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Trenes Ejemplo');
  await expectAccessible(page);
  await shoot(page, 'admin-travel-tools');

  // Gone again, so the members' list keeps the demo's partners.
  await row.getByTestId('admin-table-delete').click();
  await page.getByTestId('admin-table-delete-confirm').click();
  await expect(page.getByTestId('admin-table-empty')).toBeVisible();
});
