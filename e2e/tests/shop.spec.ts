import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { creditWallet, registerPaidMember, tokenFor } from './support/api';
import { logIn } from './support/login';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

/** The quantity input of the demo product whose card shows `name` (Spanish, the default language). */
const quantityOf = (page: Page, name: string) => page.getByTestId('shop-product').filter({ hasText: name }).getByTestId('shop-quantity');

async function pickCountry(page: Page, name: string) {
  await page.getByTestId('shop-country').click();
  await page.getByRole('option', { name }).click();
}

test('a member goes from an empty cart to a paid shop order in their history', async ({ page, request }) => {
  const member = await registerPaidMember(request, 2);
  await creditWallet(request, member.username, 300);
  await logIn(page, member.username, member.password);

  await page.getByTestId('menu-shop').click();
  await expect(page).toHaveURL(/\/shop$/);
  // The member's own country, an empty cart: below the minimum, Spain's default order applies, and the screen says why.
  await expect(page.getByTestId('shop-country')).toHaveValue('España');
  await expect(page.getByTestId('shop-default-order')).toContainText('no llega al mínimo de 60,00');
  await expect(page.getByTestId('shop-cart-line')).toHaveCount(2);
  await expect(page.getByTestId('shop-cart-total')).toHaveText('72,60 €');
  await expect(page.getByTestId('shop-orders-empty')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'shop');

  // Another country: the cart is that country's default order; back to Spain, Spain's.
  await pickCountry(page, 'Portugal');
  await expect(quantityOf(page, 'Mel de rosmaninho')).toHaveValue('2');
  await pickCountry(page, 'España');
  await expect(quantityOf(page, 'Café ecológico')).toHaveValue('3');
  await expect(page.getByTestId('shop-default-order')).toHaveCount(0);

  // The member's own choice, above the minimum: 2 × 15.00 + 10 % and 2 × 24.00 + 21 % = 91.08.
  await quantityOf(page, 'Café ecológico').fill('0');
  await expect(page.getByTestId('shop-default-order')).toBeVisible();
  await quantityOf(page, 'Crema hidratante').fill('2');
  await expect(page.getByTestId('shop-default-order')).toHaveCount(0);
  await expect(page.getByTestId('shop-cart-total')).toHaveText('91,08 €');

  await page.getByTestId('method-WALLET_PAYMENT').click();
  await page.getByTestId('shop-pay').click();
  await expect(page).toHaveURL(/\/checkout\/success\?payment=\d+$/);
  await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
  const row = page.getByTestId('shop-order-row').first();
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expect(row).toContainText('91,08 €');
  await expectAccessible(page);
});

test('the console lists shop orders, ships a paid one, and edits products in the catalogue', async ({ page, request }) => {
  const member = await registerPaidMember(request, 2);
  await creditWallet(request, member.username, 200);
  const token = await tokenFor(request, member.username, 'Member1234');
  const headers = { authorization: `Bearer ${token}` };
  const spain = (await (await request.get('/api/countries?code=ES')).json())['hydra:member'][0];
  const order = await (await request.post('/api/shop_orders', { headers, data: { country: spain.id, items: [], paymentBy: 'WALLET_PAYMENT' } })).json();
  expect((await request.post(`/api/payments/confirmPayment/${order.payment}`, { headers })).ok()).toBe(true);

  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/shop-orders');
  const row = page.locator(`[data-testid="admin-shop-order-row"][data-order-id="${order.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expectAccessible(page);
  await shoot(page, 'admin-shop-orders');
  await row.getByTestId('shop-order-ship').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar enviado' }).click();
  await expect(row).toHaveAttribute('data-status', 'shipped');

  await page.goto('/admin/catalogue/products');
  await expect(page.getByText('Aceite de oliva virgen extra 1 l').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-products');
});
