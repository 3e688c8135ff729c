import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerMember, tokenFor } from './support/api';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';

/**
 * Gives a member Enjoy Points the way a member gets them: an Enjoy Points purchase by bank transfer
 * (POST /api/payments + /api/register_orders) that an admin confirms. The demo data holds no points.
 */
async function givePoints(request: APIRequestContext, member: { username: string; password: string }, points: number) {
  const auth = { authorization: `Bearer ${await tokenFor(request, member.username, member.password)}` };
  const me = await (await request.get('/api/me', { headers: auth })).json();
  const payment = await (await request.post('/api/payments', { headers: auth, data: { paymentBy: 'TRANS_PAYMENT', action: 'enjoypoints', amount: 0, type: 'movement' } })).json();
  const order = await request.post('/api/register_orders', { headers: auth, data: { newMember: me.membership.id, payment: payment.id, extra: { enjoypoints: String(points) } } });
  expect(order.status()).toBe(201);
  const admin = await tokenFor(request, 'admin', 'Admin1234!');
  const confirmed = await request.post(`/api/admin/payments/${payment.id}/confirm`, { headers: { authorization: `Bearer ${admin}` } });
  expect((await confirmed.json()).status).toBe('paid');
}

test('a member buys an Enjoy Pass with Enjoy Points and sees the balance drop', async ({ page, request }) => {
  // Sponsored by demo's own sponsor: the Enjoy bonus it causes must not reach demo (network.spec shows demo's empty Enjoy tree).
  const member = await registerMember(request, { sponsor: 'leader' });
  await givePoints(request, member, 150);
  await logIn(page, member.username, member.password);

  await page.getByRole('link', { name: 'Enjoy Pass' }).click();
  await expect(page).toHaveURL(/\/enjoy-pass$/);
  await expect(page.getByTestId('balance-enjoyPoints')).toHaveText('150');
  // 200 passes cost 200 points: more than the member holds.
  await expect(page.getByTestId('pass-option-200')).toBeDisabled();
  await expect(page.getByTestId('pass-option-200')).toContainText('Te faltan 50 Enjoy Points');
  await expectAccessible(page);

  await page.getByTestId('pass-option-100').click();
  await expect(page.getByTestId('pass-summary')).toHaveText('Pagarás 100 Enjoy Points y te quedarán 50.');
  await page.getByRole('button', { name: 'Comprar 100 pases' }).click();

  await expect(page.getByTestId('toast-success')).toContainText('Has comprado 100 pases Enjoy Pass');
  await expect(page.getByTestId('balance-enjoyPoints')).toHaveText('50');
  await expect(page.getByTestId('enjoy-passes-row')).toHaveCount(1);
  await expect(page.getByTestId('enjoy-passes-row')).toContainText('100');
  await expect(page.getByTestId('pass-option-100')).toBeDisabled();

  // The Enjoy Points page shows the purchase and the spend, and prices a new purchase while typing.
  await page.getByRole('link', { name: 'Enjoy Points' }).click();
  await expect(page.getByTestId('balance-enjoyPoints')).toHaveText('50');
  const history = page.getByTestId('enjoy-history-row');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('−100');
  await expect(history.last()).toContainText('+150');
  await page.getByTestId('buy-points-input').fill('100');
  await page.getByRole('radio', { name: 'Tarjeta' }).check();
  // 100 € + 1.7 % + 0.25 € (spec section 9).
  await expect(page.getByTestId('buy-points-total')).toHaveText('101,95 €');
  await page.getByTestId('buy-points-input').fill('20');
  await expect(page.getByText('La compra mínima es de 25 Enjoy Points')).toBeVisible();
  await expect(page.getByTestId('buy-points-submit')).toBeDisabled();
  await page.getByTestId('buy-points-input').fill('40');
  await page.getByTestId('buy-points-submit').click();
  // The method chosen here comes along, preselected at the checkout.
  await expect(page).toHaveURL(/\/checkout\?product=enjoy_points&points=40&method=STRIPE_PAYMENT$/);
});
