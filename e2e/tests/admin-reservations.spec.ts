import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditAccount, tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { createJourney } from './support/catalogue';
import { logIn } from './support/login';
import { shoot } from './support/shots';
import { openMenuEntry } from './support/menu';

/** A tiny PDF: the server checks a ticket by its first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** demo books the journey for themselves (POST /api/reservations): the deposit (100 Enjoy Points) is locked. */
async function demoBooks(request: APIRequestContext, journeyId: number): Promise<{ id: number; code: string }> {
  // The demo data holds no Enjoy Points: an admin's adjustment gives demo the deposit.
  await creditAccount(request, 'demo', 'enjoy_points', 100);
  const token = await tokenFor(request, 'demo', 'Demo1234!');
  const response = await request.post('/api/reservations', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'trip', event: journeyId, passengers: [{ name: 'Demo Viajero', mobile: '+34 600 000 001', email: 'demo@example.test', birthDate: '1980-05-01' }] },
  });
  expect(response.status()).toBe(201);
  const reservation = await response.json();
  expect(reservation.status).toBe('pending');
  return { id: reservation.id, code: reservation.code };
}

async function openAsAdmin(page: Page, id: number) {
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto(`/admin/reservations/${id}`);
  await expect(page.getByTestId('reservation-detail')).toBeVisible();
}

test('the admin finds a reservation by its locator, marks it paid, confirms it with the ticket, and the member downloads the ticket', async ({ page, request, browser }) => {
  // Two browsers and four axe passes: longer than one screen's minute.
  test.setTimeout(150_000);
  const journeyId = await createJourney(request, `Viaje con billete ${Date.now() % 1_000_000}`);
  const { id, code } = await demoBooks(request, journeyId);

  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-reservations');
  await expect(page).toHaveURL(/\/admin\/reservations$/);
  await page.getByTestId('admin-reservations-search').fill(code);
  const row = page.locator(`[data-testid="admin-reservation-row"][data-code="${code}"]`);
  await expect(page.getByTestId('admin-reservation-row')).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expectAccessible(page);

  await row.getByRole('link', { name: `Abrir la reserva ${code}` }).click();
  const detail = page.getByTestId('reservation-detail');
  await expect(detail).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('reservation-paid')).toContainText('Enjoy Points');
  await expect(page.getByTestId('reservation-passenger')).toContainText('Demo Viajero');
  await expectAccessible(page);

  // Pending: confirming needs the whole price paid, here outside the back office.
  await expect(page.getByTestId('reservation-confirm')).toHaveCount(0);
  await page.getByTestId('reservation-mark-paid').click();
  await page.getByTestId('reservation-mark-paid-confirm').click();
  await expect(detail).toHaveAttribute('data-status', 'paid');

  await page.getByTestId('reservation-confirm').click();
  const dialog = page.getByRole('dialog', { name: `Confirmar la reserva ${code}` });
  await dialog.getByTestId('reservation-confirm-submit').click();
  await expect(dialog).toContainText('Este campo es obligatorio');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByTestId('reservation-ticket-input').click()]);
  await chooser.setFiles({ name: 'billete.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectAccessible(page);
  await shoot(page, 'reservation-confirm-dialog');
  await dialog.getByTestId('reservation-confirm-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(detail).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByTestId('download-ticket')).toBeVisible();

  // The member, in a browser of their own, downloads the ticket from their reservation's screen.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, 'demo', 'Demo1234!');
  await member.goto(`/reservations/${id}`);
  await expect(member.getByTestId('reservation-detail')).toHaveAttribute('data-status', 'confirmed');
  await expectAccessible(member);
  const [download] = await Promise.all([member.waitForEvent('download'), member.getByTestId('download-ticket').click()]);
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);
  await memberContext.close();
});

test('the admin cancels a reservation with a reason, after seeing what goes back', async ({ page, request }) => {
  const journeyId = await createJourney(request, `Viaje cancelado ${Date.now() % 1_000_000}`);
  const { id, code } = await demoBooks(request, journeyId);

  await openAsAdmin(page, id);
  await page.getByTestId('reservation-cancel').click();
  const dialog = page.getByRole('dialog', { name: `Cancelar la reserva ${code}` });
  // Ninety days before departure: free cancellation, the 100 Enjoy Points of the deposit go back.
  await expect(dialog.getByTestId('cancellation-refund')).toContainText('Enjoy Points100,00 €');
  await dialog.getByTestId('reservation-cancel-confirm').click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await shoot(page, 'reservation-cancel-dialog');
  await dialog.getByLabel('Motivo').fill('El socio lo pidió por teléfono');
  await dialog.getByTestId('reservation-cancel-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('reservation-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('reservation-detail')).toContainText('El socio lo pidió por teléfono');
  await expect(page.getByTestId('reservation-cancel')).toHaveCount(0);
});

test('the admin books an off-catalogue service for a member by the assistance phone, paid with their Enjoy Points at once', async ({ page, request }) => {
  await creditAccount(request, 'demo', 'enjoy_points', 45.5);
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/reservations');
  await page.getByTestId('phone-booking-link').click();
  const form = page.getByTestId('phone-booking-form');
  await form.getByLabel('Socio que reserva').fill('demo');
  await page.getByRole('option', { name: /^demo —/ }).click();
  await form.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Servicio fuera de catálogo' }).click();
  await form.getByLabel('Servicio').fill('Traslado al aeropuerto de Barajas');
  await form.getByLabel('Importe (€)').fill('45,5');
  await form.getByLabel('Día').fill('2027-03-01');
  await form.getByLabel('Nombre', { exact: true }).fill('Demo Viajero');
  await form.getByLabel('Móvil').fill('+34 600 000 001');
  await form.getByLabel('E-mail').fill('demo@example.test');
  await form.getByLabel('Fecha de nacimiento').fill('1980-05-01');
  await expectAccessible(page);
  await form.getByTestId('phone-booking-submit').click();

  const detail = page.getByTestId('reservation-detail');
  await expect(detail).toHaveAttribute('data-status', 'paid');
  await expect(detail).toContainText('Traslado al aeropuerto de Barajas');
  await expect(page.getByTestId('reservation-paid')).toContainText('45,50 €');
  // Who of the staff booked it, recorded by the server.
  await expect(page.getByTestId('reservation-booked-by')).toContainText('admin');
  await expect(page.getByTestId('reservation-booked-by')).toContainText('Por el teléfono de asistencia');
  await expectAccessible(page);
  await shoot(page, 'reservation-booked-by');
});

test('the admin narrows the reservations to one booked item, found by typing its title', async ({ page, request }) => {
  const stamp = Date.now() % 1_000_000;
  const title = `Viaje filtrado ${stamp}`;
  const { code } = await demoBooks(request, await createJourney(request, title));
  await logIn(page, 'admin', 'Admin1234!');
  await page.goto('/admin/reservations');
  await expect(page.getByTestId('admin-reservation-row').first()).toBeVisible();

  await page.getByTestId('admin-reservations-item').fill(`filtrado ${stamp}`);
  const option = page.getByRole('option', { name: new RegExp(`^Viaje · ${title} · `) });
  await expect(option).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'reservations-item-filter');
  await option.click();
  await expect(page.getByTestId('admin-reservation-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-reservation-row')).toHaveAttribute('data-code', code);

  // Another type leaves the item out; the list is everyone's again.
  await page.getByLabel('Tipo', { exact: true }).selectOption('course');
  await expect(page.getByTestId('admin-reservations-item')).toHaveValue('');
});
