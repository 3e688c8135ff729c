import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { creditWallet, registerMember, registerPaidMember, tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn, submitLogin } from './support/login';
import { openMenuEntry } from './support/menu';
import { euros } from './support/money';
import { shoot } from './support/shots';

const ADMIN = { username: 'admin', password: 'Admin1234!' };

/** A start-level member sponsored by a partner, who pays a monthly fee from the wallet: the sponsor earns a retained commission. */
async function walletPaidMonthly(request: APIRequestContext) {
  const sponsor = await registerPaidMember(request, 4);
  const start = (await (await request.get('/api/member_ships?level=2&type=product')).json())['hydra:member'][0];
  const member = await registerMember(request, { sponsor: sponsor.username, membershipId: start.id, paymentMethod: 'TRANS_PAYMENT' });
  const admin = await tokenFor(request, ADMIN.username, ADMIN.password);
  expect((await request.post(`/api/admin/payments/${member.paymentId}/confirm`, { headers: { authorization: `Bearer ${admin}` } })).ok()).toBe(true);
  await creditWallet(request, member.username, 50);
  const headers = { authorization: `Bearer ${await tokenFor(request, member.username, member.password)}` };
  const payment = await (await request.post('/api/payments', { headers, data: { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' } })).json();
  await request.post('/api/register_orders', { headers, data: { newMember: start.id, payment: payment.id } });
  expect((await (await request.post(`/api/payments/confirmPayment/${payment.id}`, { headers })).json()).status).toBe('paid');
  return { sponsor, member, paymentId: payment.id as number };
}

async function openMemberPage(page: Page, id: number, username: string) {
  await page.goto(`/admin/members/${id}`);
  await expect(page.getByRole('heading', { name: username, exact: true })).toBeVisible();
}

/** A new member signed in in a browser of their own, to watch what the admin's actions do to their session. */
async function memberOnTheirOwnPage(browser: Browser, request: APIRequestContext) {
  const member = await registerMember(request);
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member.username, member.password);
  return { member, memberContext, memberPage };
}

test('an admin refunds a payment from the member page: the preview, then the wallet and the commission reversed', async ({ page, request }) => {
  const { sponsor, member, paymentId } = await walletPaidMonthly(request);
  await logIn(page, ADMIN.username, ADMIN.password);
  await openMemberPage(page, member.id, member.username);
  const available = page.getByTestId('member-balance-available');
  const paidFromWallet = 50 - Number((await available.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  expect(paidFromWallet).toBeGreaterThan(0);
  await expectAccessible(page);
  await shoot(page, 'member-record');

  const row = page.getByTestId('admin-payment-row').and(page.locator(`[data-payment-id="${paymentId}"]`));
  await row.getByTestId('refund-payment').click();
  const dialog = page.getByRole('dialog');
  // The preview: the member's wallet credited back, the sponsor's retained commission clawed back.
  const preview = dialog.getByTestId('refund-preview');
  await expect(preview.getByTestId('refund-preview-line').and(page.locator(`[data-username="${member.username}"]`))).toContainText(euros(paidFromWallet));
  await expect(preview.getByTestId('refund-preview-line').and(page.locator(`[data-username="${sponsor.username}"]`))).toContainText('Retenido');
  await expectAccessible(page);
  // At 1366 px only: at a phone's width the table turns into cards and the row holding the dialog is replaced.
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/refund-preview-1366.png` });
  await dialog.getByLabel('Motivo').fill('Cobro duplicado');
  await page.getByTestId('refund-payment-confirm').click();
  await expect(page.getByText(`Pago de ${member.username} reembolsado`)).toBeVisible();

  await expect(available).toHaveText(euros(50));
  await expect(row).toContainText('Reembolsado');
  await expect(row.getByTestId('refund-payment')).toHaveCount(0);
  // The sponsor's record shows the commission taken back.
  await openMemberPage(page, sponsor.id, sponsor.username);
  await expect(page.getByTestId('member-movement-row').first()).toContainText('−');
  await expect(page.getByTestId('member-balance-retained')).toHaveText(euros(7.5));
});

test('an admin blocks a member with a reason: the member’s open session ends with the message, the login refuses them', async ({ browser, page, request }) => {
  const { member, memberContext, memberPage } = await memberOnTheirOwnPage(browser, request);
  await logIn(page, ADMIN.username, ADMIN.password);
  await openMemberPage(page, member.id, member.username);
  // A wallet adjustment with its reason, from the member's page.
  await page.getByTestId('adjust-wallet').click();
  await page.getByTestId('adjust-wallet-amount').fill('12,5');
  await page.getByRole('dialog').getByLabel('Motivo').fill('Compensación por incidencia');
  await expectAccessible(page);
  await page.getByTestId('adjust-wallet-confirm').click();
  await expect(page.getByText(`Saldo de ${member.username} ajustado`)).toBeVisible();
  await expect(page.getByTestId('member-balance-available')).toHaveText(euros(12.5));
  await expect(page.getByTestId('member-movement-row').first()).toContainText('Ajuste del administrador');

  await page.getByTestId('block-member').click();
  await page.getByTestId('block-member-confirm').click();
  // The reason is required.
  await expect(page.getByRole('dialog')).toContainText('obligatorio');
  await page.getByRole('dialog').getByLabel('Motivo').fill('Cuenta compartida');
  await expectAccessible(page);
  await page.getByTestId('block-member-confirm').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `${member.username} bloqueado` })).toBeVisible();
  const audit = page.getByTestId('account-action-row').first();
  await expect(audit).toContainText('Cuenta compartida');
  await expect(audit).toContainText(ADMIN.username);
  await expect(page.getByTestId('unblock-member')).toBeVisible();
  await shoot(page, 'member-blocked');

  // The member search finds them among the blocked members, not among the active ones.
  await openMenuEntry(page, 'admin', 'admin-members');
  await page.getByTestId('admin-members-status').selectOption('blocked');
  await page.getByTestId('admin-members-search').fill(member.username);
  await expect(page.getByTestId('admin-member-row').and(page.locator(`[data-username="${member.username}"]`))).toBeVisible();
  await page.getByTestId('admin-members-status').selectOption('active');
  await expect(page.getByTestId('admin-members-empty')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'members-filters');

  // The member's next call is refused: they land on the login page, told why.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await expect(memberPage.getByTestId('sign-out-notice')).toHaveText('Tu cuenta ha sido bloqueada: la sesión ha terminado');
  await expectAccessible(memberPage);
  await submitLogin(memberPage, member.username, member.password);
  await expect(memberPage.getByRole('alert').filter({ hasText: 'Tu usuario está bloqueado' })).toBeVisible();
  await memberContext.close();
});

test('an admin makes a member an administrator with a reason, then revokes it: the member’s session ends each time, the record keeps both', async ({ browser, page, request }) => {
  const { member, memberContext, memberPage } = await memberOnTheirOwnPage(browser, request);
  await logIn(page, ADMIN.username, ADMIN.password);
  await openMemberPage(page, member.id, member.username);
  // The whole record: the network position (the e2e members' sponsor is the demo member) and the points beside the wallet.
  await expect(page.getByTestId('member-network')).toContainText('Patrocinadordemo');
  await expect(page.getByTestId('member-points-empty')).toBeVisible();

  await page.getByTestId('grant-admin-role').click();
  await page.getByRole('dialog').getByLabel('Motivo').fill('Nueva gestora de la oficina');
  await expectAccessible(page);
  await page.getByTestId('grant-admin-role-confirm').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `${member.username} ya es administrador` })).toBeVisible();
  const audit = page.getByTestId('account-action-row').first();
  await expect(audit).toContainText('Nueva gestora de la oficina');
  await expect(audit).toContainText(ADMIN.username);
  await expect(page.getByTestId('revoke-admin-role')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'member-admin-role');

  // The member's open session ended; signed in again, they get the console.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await expect(memberPage.getByTestId('sign-out-notice')).toHaveText('Un administrador ha cerrado tu sesión. Vuelve a entrar');
  await logIn(memberPage, member.username, member.password);
  await expect(memberPage).toHaveURL(/\/admin/);

  await page.getByTestId('revoke-admin-role').click();
  await page.getByRole('dialog').getByLabel('Motivo').fill('Cambio de puesto');
  await page.getByTestId('revoke-admin-role-confirm').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: `${member.username} ya no es administrador` })).toBeVisible();
  await expect(page.getByTestId('account-action-row').first()).toContainText('Cambio de puesto');
  await expect(page.getByTestId('account-action-row')).toHaveCount(2);
  await expect(page.getByTestId('grant-admin-role')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await memberContext.close();
});
