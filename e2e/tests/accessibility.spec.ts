import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tokenFor } from './support/api';
import { logIn } from './support/login';
import { apiGet, DEMO } from './support/money';

// Every screen of the router at phone size (the other specs check most of them at desktop size while they work):
// axe must find no serious or critical violation once the screen has its data (issue 13, item 21).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PUBLIC_SCREENS = ['/auth/login', '/auth/forgot-password', '/auth/registration', '/auth/registration/demo', '/p/demo', '/error/404', '/error/500'];
const MEMBER_SCREENS = [
  '/', '/membership', '/account/profile', '/account/two-factor', '/account/password', '/account/landing-page',
  '/network/binary', '/network/unilevel', '/network/enjoy', '/network/configuration', '/network/overview', '/network/statistics',
  '/enjoy-points', '/enjoy-pass', '/wallet/movements', '/contract', '/invoices/received', '/invoices/issued', '/invoices/receipt',
  '/payouts', '/checkout/pending', '/checkout/failure',
  '/journeys/travel', '/epicos/line-of-life', '/enjoy-events', '/reservations', '/insurances', '/trainings',
];
const ADMIN_SCREENS = [
  '/admin/members', '/admin/transfers-pending', '/admin/payments', '/admin/payouts', '/admin/memberships', '/admin/variables', '/admin/special-offers',
  '/admin/legal-documents', '/admin/binary-cycles', '/admin/support', '/admin/catalogue/journeys', '/admin/catalogue/trainings', '/admin/reservations',
  '/admin/reservations/new', '/admin/wallet-movements', '/admin/invoices/received',
];

/** Opens a screen and waits until it has asked for and drawn its data: no request in flight, a heading shown. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function sweep(page: Page, screens: string[]) {
  for (const path of screens) {
    await test.step(path, async () => {
      await openSettled(page, path);
      await expectAccessible(page, `${path} (phone)`);
    });
  }
}

test.describe('every screen passes axe at phone size', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public screens', async ({ page }) => {
    await sweep(page, PUBLIC_SCREENS);
  });

  // A few screens per test, so one slow machine does not run a single test past its time.
  for (let first = 0; first < MEMBER_SCREENS.length; first += 6) {
    const screens = MEMBER_SCREENS.slice(first, first + 6);
    test(`member screens ${screens[0]} to ${screens.at(-1)}`, async ({ page }) => {
      await logIn(page, DEMO.username, DEMO.password);
      await sweep(page, screens);
    });
  }

  test('admin screens', async ({ page, request }) => {
    const demo = await apiGet<{ id: number }>(request, await tokenFor(request, DEMO.username, DEMO.password), '/api/me');
    await logIn(page, 'admin', 'Admin1234!');
    await sweep(page, [...ADMIN_SCREENS, `/admin/members/${demo.id}`]);
  });
});
