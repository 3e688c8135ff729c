import { expect, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { openMenuEntry } from './support/menu';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

/** Last month's club qualification and its extra monthly pool, as the jobs would run them (once; a rerun is skipped). */
test.beforeAll(async ({ request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, 'admin', 'Admin1234!')}` };
  const qualification = await request.post('/api/admin/jobs/club-monthly-qualification/run', { headers: admin });
  const { details } = await qualification.json();
  const paid = await request.post('/api/admin/extra_bonus_runs', { headers: admin, data: { kind: 'monthly', period: details.period } });
  expect(paid.ok()).toBe(true);
});

test('a member in a club sees the month’s estimated pool, their share and why, and the months paid', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234!');
  await openMenuEntry(page, 'network', 'network-extra-monthly-bonus');
  await expect(page).toHaveURL(/\/network\/extra-bonus\/monthly$/);
  const estimate = page.getByTestId('extra-bonus-estimate');
  await expect(estimate.getByTestId('estimate-pool')).toContainText('€');
  await expect(estimate.getByTestId('estimate-reason')).toHaveAttribute('data-reason', 'qualified');
  await expect(estimate.getByTestId('estimate-reason')).toContainText('Participas en la bolsa');
  await expect(page.getByTestId('extra-bonus-history-row')).toHaveCount(1);
  await expect(page.getByTestId('extra-bonus-history-row').first()).toContainText('Sí');
  await expectAccessible(page);
  await shoot(page, 'extra-monthly-bonus');

  await page.getByTestId('menu-network-extra-annual-bonus').click();
  await expect(page).toHaveURL(/\/network\/extra-bonus\/annual$/);
  // Last year's pool was paid by the scheduler when the server started: nobody had qualified (the clubs are this year's).
  await expect(page.getByTestId('extra-bonus-history').or(page.getByTestId('extra-bonus-history-empty'))).toBeVisible();
  await expect(page.getByTestId('extra-bonus-estimate').getByTestId('estimate-reason')).toHaveAttribute('data-reason', 'qualified');
  await expectAccessible(page);
  await shoot(page, 'extra-annual-bonus');

  await page.goto('/network/extra-bonus/weekly');
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('the admin reads the pools paid with their statements', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-extra-bonuses');
  await expect(page).toHaveURL(/\/admin\/extra-bonuses$/);
  await expect(page.getByTestId('extra-bonus-run-row').first()).toContainText('Mes');
  await expectAccessible(page);
  await shoot(page, 'extra-bonus-console');
});
