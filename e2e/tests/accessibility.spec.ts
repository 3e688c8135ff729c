import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { DEMO } from './support/money';

// Issue 13, item 21: every screen of the app at phone size (the other specs check the screens they drive at the
// desktop size), so a screen no flow visits, or the phone layout of one, cannot regress unseen.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens a screen and checks it once its title is up and no loader is left. The title may take longer than the
 * usual 10 s: this file runs first, on a cold server and browser.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page, `${path} at 390 px`);
}

test('public screens at 390 px', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/forgot-password', '/auth/registration/demo', '/auth/reset-password/not-a-token', '/p/demo', '/error/404']) {
    await visit(page, path);
  }
});

test('member screens at 390 px, with the menu open', async ({ page }) => {
  await logIn(page, DEMO.username, DEMO.password);
  await expectAccessible(page, 'dashboard at 390 px');
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await expect(page.getByTestId('menu-network')).toBeVisible();
  await expectAccessible(page, 'menu at 390 px');
  const screens = [
    '/membership', '/account/profile', '/account/two-factor', '/account/password', '/account/landing-page',
    '/network/overview', '/network/binary', '/network/unilevel', '/network/enjoy', '/network/configuration', '/network/statistics',
    '/enjoy-points', '/enjoy-pass', '/wallet/movements', '/contract', '/invoices/received', '/payouts', '/checkout?product=enjoy_points&points=100',
  ];
  for (const path of screens) await visit(page, path);
});

test('admin console screens at 390 px', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  const screens = [
    '/admin/transfers-pending', '/admin/payments', '/admin/payouts', '/admin/memberships', '/admin/variables',
    '/admin/legal-documents', '/admin/binary-cycles', '/admin/members', '/admin/support',
  ];
  for (const path of screens) await visit(page, path);
  await page.goto('/admin/members');
  await page.getByTestId('admin-member-row').first().click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectAccessible(page, 'admin member at 390 px');
});
