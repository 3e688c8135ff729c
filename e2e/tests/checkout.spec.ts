import { expect, test, type APIRequestContext } from '@playwright/test';
import { tokenFor } from './support/api';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';

// The seeded demo member has wallet money: its directs' sign-up bonuses, released from retained (apps/server/src/seed/demo.ts).
const DEMO = { username: 'demo', password: 'Demo1234!' };

interface Wallet {
  available: number;
  enjoyPoints: number;
}

async function walletOf(request: APIRequestContext, token: string): Promise<Wallet> {
  const response = await request.get('/api/wallets', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json())['hydra:member'][0];
}

const euros = (value: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(value);
const points = (value: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(value);

test('buying Enjoy Points with the wallet', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const before = await walletOf(request, token);
  expect(before.available).toBeGreaterThanOrEqual(30);

  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/enjoy-points');
  await page.getByTestId('buy-points-input').fill('30');
  await page.getByRole('button', { name: 'Comprar Enjoy Points' }).click();
  await expect(page).toHaveURL(/\/checkout\?product=enjoy_points&points=30/);

  await expect(page.getByTestId('checkout-product-name')).toHaveText('30 Enjoy Points');
  // Card payments are not configured on this server; the inactive providers are listed as unavailable.
  await expect(page.getByTestId('method-STRIPE_PAYMENT')).toContainText('Los pagos con tarjeta no están configurados');
  await expect(page.getByTestId('inactive-methods')).toContainText('PayPal');
  await expectAccessible(page);

  await page.getByTestId('method-WALLET_PAYMENT').click();
  await expect(page.getByTestId('checkout-amount')).toHaveText(euros(30));
  await expect(page.getByTestId('checkout-fee')).toHaveText(euros(0));
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(30));
  await page.getByRole('button', { name: `Pagar ${euros(30)}` }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?payment=\d+/);
  await expect(page.getByRole('heading', { name: '¡Pago realizado!' })).toBeVisible();
  await expect(page.getByTestId('toast-success')).toContainText('Pago realizado correctamente');
  await expect(page.getByTestId('payment-facts')).toContainText('Monedero');
  await expect(page.getByTestId('enjoy-points-balance')).toContainText(`Tu saldo de Enjoy Points: ${points(before.enjoyPoints + 30)}`);
  await expectAccessible(page);

  // The wallet paid exactly the total, and the points are on the member's account.
  const after = await walletOf(request, token);
  expect(after.enjoyPoints).toBe(before.enjoyPoints + 30);
  expect(after.available).toBeCloseTo(before.available - 30, 2);
});

/** Buys Enjoy Points with the wallet through the API (the two preparation steps, then the confirmation). */
async function buyPointsWithWallet(request: APIRequestContext, token: string, points: number) {
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/me', { headers })).json();
  const payment = await (await request.post('/api/payments', { headers, data: { paymentBy: 'WALLET_PAYMENT', action: 'enjoy_points', amount: 0, type: 'movement' } })).json();
  await request.post('/api/register_orders', { headers, data: { newMember: me.membership.id, payment: payment.id, extra: { enjoypoints: String(points) } } });
  expect((await (await request.post(`/api/payments/confirmPayment/${payment.id}`, { headers })).json()).status).toBe('paid');
}

test('a wallet payment that the balance no longer covers ends on the failure page with its toast', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const points = Math.floor((await walletOf(request, token)).available);
  expect(points).toBeGreaterThanOrEqual(25);

  await logIn(page, DEMO.username, DEMO.password);
  await page.goto(`/checkout?product=enjoy_points&points=${points}`);
  await page.getByTestId('method-WALLET_PAYMENT').click();
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(points));
  // Meanwhile the balance is spent elsewhere.
  await buyPointsWithWallet(request, token, 25);
  await page.getByTestId('checkout-pay').click();

  await expect(page).toHaveURL(/\/checkout\/failure$/);
  await expect(page.getByTestId('toast-error')).toContainText('No tienes saldo suficiente en tu monedero');
  await expect(page.getByText('Ha habido un problema con tu pago. Por favor, inténtalo de nuevo.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?product=enjoy_points&points=${points}$`));
  await expect(page.getByTestId('method-WALLET_PAYMENT')).toContainText('no cubre el total');
});

test('the wallet is offered only when it covers the total, and the minimum is explained', async ({ page }) => {
  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/checkout?product=enjoy_points&points=100000');
  await expect(page.getByTestId('method-WALLET_PAYMENT')).toContainText('no cubre el total');
  await expect(page.getByTestId('method-WALLET_PAYMENT')).toBeDisabled();

  await page.goto('/checkout?product=enjoy_points&points=10');
  await expect(page.getByTestId('checkout-summary')).toContainText('La compra mínima es de 25 Enjoy Points');
  await expect(page.getByTestId('checkout-pay')).toBeDisabled();
});

test('the membership screen shows the state, leads to the checkout and switches auto-renewal', async ({ page }) => {
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('dashboard-membership-state')).toHaveText('Al día');
  await page.getByTestId('menu-membership').click();
  await expect(page.getByTestId('membership-status')).toContainText('travel vip', { ignoreCase: true });

  const autoRenew = page.getByRole('switch', { name: 'Renovar automáticamente con mi monedero' });
  await expect(autoRenew).not.toBeChecked();
  await autoRenew.click({ force: true });
  await expect(page.getByTestId('toast-success')).toContainText('Cambio realizado');
  await expect(autoRenew).toBeChecked();
  await expectAccessible(page);

  // travel vip (250 €) to pro (500 €): the difference plus 7 % VAT.
  await page.getByTestId('upgrade-6').getByRole('link', { name: 'Mejorar' }).click();
  await expect(page.getByTestId('checkout-product-name')).toHaveText('Ascenso a pro');
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(267.5));
});
