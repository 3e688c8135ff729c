import { expect, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { logIn } from './support/login';

test('a paid sign-up by bank transfer shows the transfer details and enters once an admin confirms it', async ({ page, request }) => {
  const tag = `${Date.now() % 1_000_000}`;
  const username = `tina${tag}`;
  await page.goto('/auth/registration/demo');
  await page.getByLabel('Nombre', { exact: true }).fill('Tina');
  await page.getByLabel('Apellidos').fill('Transferencia');
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await page.getByLabel('DNI / documento de identidad').fill(`T${tag}X`);
  await page.getByLabel('E-mail', { exact: true }).fill(`${username}@example.test`);
  await page.getByLabel('Repite el e-mail').fill(`${username}@example.test`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Tina12345');
  await page.getByLabel('Repite la contraseña').fill('Tina12345');
  await page.getByLabel('Fecha de nacimiento').fill('1988-02-10');
  await page.getByLabel('Móvil').fill('+34 622 333 444');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle Sol 9');
  await page.getByLabel('Ciudad').fill('Málaga');
  await page.getByLabel('Código postal').fill('29001');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'España' }).click();
  await page.getByRole('combobox', { name: 'Provincia / región' }).click();
  await page.getByRole('option', { name: 'Málaga' }).click();
  await page.getByTestId('membership-2').click();
  await page.getByRole('radio', { name: /transferencia/i }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  // start: 50 € + 7 % VAT, no fee by transfer; the concept is the username.
  const details = page.getByTestId('transfer-instructions');
  await expect(details).toContainText('ES9121000418450200051332');
  await expect(details).toContainText('53,50');
  await expect(details).toContainText(username);

  // Until the transfer is confirmed the member cannot enter.
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill('Tina12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const admin = await tokenFor(request, 'admin', 'Admin1234!');
  const pending = await (await request.get('/api/payments?status=pending&paymentBy=TRANS_PAYMENT&itemsPerPage=100', { headers: { authorization: `Bearer ${admin}` } })).json();
  const users = await (await request.get(`/api/users?search=${username}`, { headers: { authorization: `Bearer ${admin}` } })).json();
  const payment = pending['hydra:member'].find((p: { user: string }) => p.user === users['hydra:member'][0]['@id']);
  const confirmed = await request.post(`/api/admin/payments/${payment.id}/confirm`, { headers: { authorization: `Bearer ${admin}` } });
  expect((await confirmed.json()).status).toBe('paid');

  await logIn(page, username, 'Tina12345');
});
