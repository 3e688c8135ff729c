import { expect, test } from '@playwright/test';
import { logIn } from './support/login';
import { apiGet, DEMO } from './support/money';
import { tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';

// The seeded demo member holds one confirmed reservation (apps/server/src/seed/data/reservations.ts), paid in
// Enjoy Points bought by bank transfer: its deposit and the rest are movements of their Enjoy Points.
test('the member finds their reservation in the wallet movements and on the Enjoy Points page', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const [reservation] = (await apiGet<{ 'hydra:member': { code: string; deposit: number; total: number }[] }>(request, token, '/api/reservations'))['hydra:member'];
  expect(reservation).toBeDefined();
  const rest = reservation!.total - reservation!.deposit;

  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/wallet/movements');
  await page.getByTestId('movement-filter-type').selectOption({ label: 'Depósito de reserva' });
  const rows = page.getByTestId('wallet-movement-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'reservation.deposit');
  await expect(rows.first()).toHaveAttribute('data-account', 'enjoy_points');
  await expect(rows.first().getByTestId('wallet-movement-value')).toHaveText(new RegExp(`^−${reservation!.deposit}\\b`));
  // The movement names its reservation by the locator.
  await expect(rows.first()).toContainText(`Depósito de reserva · ${reservation!.code}`);
  await expectAccessible(page);
  await page.getByTestId('movement-filter-type').selectOption({ label: 'Pago de reserva' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('wallet-movement-value')).toHaveText(new RegExp(`^−${rest.toLocaleString('es-ES')}\\b`));

  await page.goto('/enjoy-points');
  const movements = page.getByTestId('points-movements-card');
  await expect(movements.getByRole('heading', { name: 'Movimientos de puntos' })).toBeVisible();
  await expect(movements.locator('[data-testid="points-movement-row"][data-type="reservation.deposit"]')).toContainText('Depósito de reserva');
  await expect(movements.locator('[data-testid="points-movement-row"][data-type="reservation.payment"]')).toContainText('Pago de reserva');
  await expect(movements.locator('[data-testid="points-movement-row"][data-type="payment.enjoy_points"]')).toContainText('Compra de Enjoy Points');
  await expectAccessible(page);
});
