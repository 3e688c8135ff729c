import { expect, test } from '@playwright/test';
import { registerMember } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { deliveredMailTo } from './support/mail-drop';
import { openMenuEntry } from './support/menu';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

test('an admin runs a job from the console and watches its progress to the end', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-jobs');
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const card = page.getByTestId('job-club-monthly-qualification');
  await card.getByTestId('run-job-club-monthly-qualification').click();
  await page.getByTestId('run-job-club-monthly-qualification-confirm').click();
  // The dialog closes once the run has started; the bar of the new run fills up to its two steps.
  const progress = card.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('data-percent', '100');
  await expect(progress).toContainText('2 / 2');
  // The newest run is this admin's (a manual period), not the scheduler's.
  await expect(card.getByTestId('job-run-row').first()).toHaveAttribute('data-period', /^manual-/);
  await expect(card.getByTestId('job-run-row').first()).toHaveAttribute('data-status', 'done');
  await expectAccessible(page);
  await shoot(page, 'console-jobs');
});

test('an admin previews a mail with its links masked and sends it again; the new send goes out', async ({ page, request }) => {
  const member = await registerMember(request);
  await deliveredMailTo(member.email, () => true);
  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-outbox');
  await expect(page).toHaveURL(/\/admin\/mail-outbox$/);
  await page.getByTestId('outbox-search').fill(member.email);
  const rows = page.getByTestId('outbox-row').and(page.locator(`[data-recipient="${member.email}"]`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('[data-status]')).toHaveAttribute('data-status', 'sent');

  await rows.first().getByTestId('mail-preview').click();
  // The frame is sandboxed (no scripts): axe cannot enter it, so the page is checked once the preview is closed.
  await expect(page.frameLocator('[data-testid="mail-preview-frame"]').locator('body')).toContainText(member.username);
  await page.keyboard.press('Escape');

  await rows.first().getByTestId('mail-resend').click();
  await page.getByTestId('mail-resend-confirm').click();
  await expect(rows).toHaveCount(2);
  // The dispatcher sends the copy within seconds: the new row turns to sent on a later read of the list.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('outbox-search').fill(member.email);
    await expect(rows.first().locator('[data-status]')).toHaveAttribute('data-status', 'sent', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, 'console-outbox');
});

test('the audit log lists sign-ins with where they came from, and the ledger check page shows a clean ledger', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-audit-log');
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  // The username boxes are sent a moment after typing stops: the list is judged once that read has answered.
  const filtered = page.waitForResponse((r) => r.url().includes('/api/admin/audit_log') && r.url().includes('kind=login') && r.url().includes('actor=admin'));
  await page.getByTestId('audit-kind').selectOption('login');
  await page.getByTestId('audit-actor').fill('admin');
  await filtered;
  await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-kind', 'login');
  await expect(page.getByTestId('audit-row').first()).toContainText('127.0.0.1');
  await expectAccessible(page);
  await shoot(page, 'console-audit-log');

  await openMenuEntry(page, 'admin', 'admin-ledger-check');
  await expect(page).toHaveURL(/\/admin\/ledger-check$/);
  await expect(page.getByTestId('ledger-check-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('ledger-company-accounts').getByTestId('ledger-balance-row').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'console-ledger-check');
});
