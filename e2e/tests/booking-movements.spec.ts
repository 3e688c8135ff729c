import { expect, test } from '@playwright/test';
import { logIn } from './support/login';
import { apiGet, DEMO } from './support/money';
import { tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';

// The seeded demo member holds a confirmed reservation of the Norwegian fjords cruise (apps/server/src/seed/data/reservations.ts),
// paid in Enjoy Points bought by bank transfer: its deposit and the rest are movements of their Enjoy Points. Other
// specs book for demo too, so the reservation is found by its journey and its movements by its locator.
const SEEDED_JOURNEY = 'Crucero por los fiordos noruegos';

type Reservations = { 'hydra:member': { code: string; deposit: number; total: number; event: { title: { es: string } } | null }[] };
test('the member finds their reservation in the wallet movements and on the Enjoy Points page', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const reservation = (await apiGet<Reservations>(request, token, '/api/reservations?itemsPerPage=100'))['hydra:member']
    .find((r) => r.event?.title.es === SEEDED_JOURNEY);
  expect(reservation).toBeDefined();
  const rest = reservation!.total - reservation!.deposit;

  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/wallet/movements');
  await page.getByLabel('Buscar', { exact: true }).fill(reservation!.code);
  const rows = page.getByTestId('wallet-movement-row');
  // The search applies after a pause: wait until only this reservation's movements are listed.
  await expect(rows.first()).toContainText(reservation!.code);
  await expect(rows.filter({ hasNotText: reservation!.code })).toHaveCount(0);
  await page.getByTestId('movement-filter-type').selectOption({ label: 'Depósito de reserva' });
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
  // The seeded reservation is older than other specs' bookings: show the longest page.
  const pageSize = movements.getByLabel('Filas por página');
  await pageSize.selectOption((await pageSize.locator('option').allTextContents()).at(-1)!);
  const row = (type: string) => movements.locator(`[data-testid="points-movement-row"][data-type="${type}"]`);
  await expect(row('reservation.deposit').filter({ hasText: reservation!.code })).toContainText('Depósito de reserva');
  await expect(row('reservation.payment').filter({ hasText: reservation!.code })).toContainText('Pago de reserva');
  await expect(row('payment.enjoy_points').first()).toContainText('Compra de Enjoy Points');
  await expectAccessible(page);
});
