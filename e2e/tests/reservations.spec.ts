import { expect, test, type APIRequestContext } from '@playwright/test';
import { creditAccount, tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { createJourney } from './support/catalogue';
import { logIn } from './support/login';
import { shoot } from './support/shots';

const DEMO = { username: 'demo', password: 'Demo1234!' };

async function enjoyPoints(request: APIRequestContext): Promise<number> {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  return (await (await request.get('/api/wallets/info', { headers: { authorization: `Bearer ${token}` } })).json()).enjoyPoints as number;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a member reserves a journey for two, pays the rest, cancels it and gets the points back', async ({ page, request }) => {
  const title = `Reserva de prueba ${Date.now() % 1_000_000}`;
  const journeyId = await createJourney(request, title, { price: 200, deposit: 20 });
  // Enough Enjoy Points for the deposit and the rest, credited as the staff would.
  await creditAccount(request, DEMO.username, 'enjoy_points', 500);
  const before = await enjoyPoints(request);

  await logIn(page, DEMO.username, DEMO.password);
  await page.goto(`/journeys/gto/${journeyId}`);
  await page.getByRole('link', { name: `Reservar ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/new/trip/${journeyId}$`));

  const holder = page.getByTestId('passenger-0');
  await holder.getByLabel('Nombre').fill('Eva Demo');
  await holder.getByLabel('Móvil').fill('+34 600 111 222');
  await holder.getByLabel('E-mail').fill('eva@example.test');
  await holder.getByLabel('Fecha de nacimiento').fill('1980-05-01');
  // Confirming without the companion's data shows the rule on its field.
  await page.getByTestId('add-companion').click();
  await page.getByTestId('reserve-confirm').click();
  const companion = page.getByTestId('passenger-1');
  await expect(companion.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await companion.getByLabel('Nombre').fill('Leo Demo');
  await companion.getByLabel('Fecha de nacimiento').fill('2015-03-10');
  await expect(companion.getByTestId('passenger-1-minor')).toBeVisible();

  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('summary-total')).toHaveText('400,00 €');
  await expect(summary.getByTestId('summary-deposit')).toHaveText('40 puntos');
  await expect(summary.getByTestId('summary-rest')).toHaveText('360,00 €');
  await expect(summary.getByTestId('summary-travel-points-max')).toHaveText('40 puntos');
  await expectAccessible(page);
  await shoot(page, 'reserve');

  await page.getByTestId('reserve-confirm').click();
  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  const detail = page.getByTestId('reservation-detail');
  await expect(detail).toHaveAttribute('data-status', 'pending');
  const code = (await detail.getByTestId('reservation-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(detail.getByTestId('amount-due')).toHaveText('360,00 €');
  await expect(detail.getByTestId('paid-enjoyPoints')).toHaveText('40,00 €');
  await expect(page.getByTestId('reservation-passenger')).toHaveCount(2);
  await expectAccessible(page);

  // My reservations lists it under its locator.
  await page.getByRole('link', { name: 'Mis reservas' }).first().click();
  const row = page.locator(`[data-testid="reservation-row"][data-code="${code}"]`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expectAccessible(page);
  await shoot(page, 'reservations');
  await row.getByTestId('reservation-link').click();

  // Pay the rest in the default order: Enjoy Points first.
  await page.getByTestId('pay-rest').click();
  const payForm = page.getByTestId('pay-rest-form');
  await expect(payForm).toContainText('360,00 €');
  await expectAccessible(page);
  await shoot(page, 'pay-modal');
  await payForm.getByText('Elegir importes').click();
  await expect(payForm.getByTestId('pay-wallet')).toBeVisible();
  await shoot(page, 'pay-modal-chosen');
  await payForm.getByText('Orden por defecto').click();
  await payForm.getByTestId('pay-rest-confirm').click();
  await expect(detail).toHaveAttribute('data-status', 'paid');
  await expect(detail.getByTestId('amount-due')).toHaveText('0,00 €');
  await expect(detail.getByTestId('paid-enjoyPoints')).toHaveText('400,00 €');
  expect(await enjoyPoints(request)).toBeCloseTo(before - 400, 2);

  // Ninety days out the cancellation is free: all 400 points go back.
  await page.getByTestId('cancel-reservation').click();
  const terms = page.getByTestId('cancellation-terms');
  await expect(terms.getByTestId('refund-enjoyPoints')).toHaveText('400,00 €');
  await expect(terms.getByTestId('cancellation-kept')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'cancel-modal');
  await page.getByRole('dialog').getByLabel('Motivo').fill('Cambio de planes');
  await page.getByTestId('cancel-reservation-confirm').click();
  await expect(detail).toHaveAttribute('data-status', 'cancelled');
  await expect(detail.getByTestId('reservation-cancelled')).toContainText('Cambio de planes');

  await page.goto('/enjoy-points');
  await expect(page.getByTestId('balance-enjoyPoints')).toHaveText(new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(before));
});

test('a member enters an attendance code on the Enjoy events page and reads why it is refused', async ({ page }) => {
  await logIn(page, DEMO.username, DEMO.password);
  await page.goto('/enjoy-events');
  const attendance = page.getByTestId('attendance');
  await expect(attendance.getByTestId('attendances-empty')).toBeVisible();
  await attendance.getByTestId('attendance-code').fill('no-such-code');
  await attendance.getByTestId('attendance-submit').click();
  await expect(attendance).toContainText('El código de asistencia no es válido');
  await expectAccessible(page);
});
