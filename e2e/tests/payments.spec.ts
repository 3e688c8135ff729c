import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { fillRegistrationForm } from './support/registration-form';
import { openMenuEntry } from './support/menu';

test('a paid sign-up by bank transfer shows the transfer details and enters once an admin confirms it', async ({ browser, page }) => {
  // Two browsers and three axe passes: longer than one screen's minute.
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const username = `tina${tag}`;
  await page.goto('/auth/registration/demo');
  await fillRegistrationForm(page, {
    firstName: 'Tina', lastName: 'Transferencia', username, dni: `T${tag}X`, password: 'Tina12345', birthDate: '1988-02-10',
    mobile: '+34 622 333 444', address: 'Calle Sol 9', city: 'Málaga', postalCode: '29001', state: 'Málaga',
  });
  await page.getByTestId('membership-2').click();
  await page.getByRole('radio', { name: /transferencia/i }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  // start: 50 € + 7 % VAT, no fee by transfer; the concept is the username.
  const details = page.getByTestId('bank-transfer-instructions');
  await expect(details).toContainText('ES9121000418450200051332');
  await expect(details).toContainText('53,50');
  await expect(details).toContainText(username);
  await expectAccessible(page);

  // Until the transfer is confirmed the member cannot enter: the login says the payment is pending, and how to pay it.
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill('Tina12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('pending-sign-up')).toBeVisible();
  await expect(details).toContainText('53,50');

  // The admin, in a browser of their own, finds the transfer by its concept (the username) and confirms it.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, 'admin', 'Admin1234!');
  await openMenuEntry(adminPage, 'admin', 'admin-incoming-bank-transfers');
  await expect(adminPage.getByRole('heading', { name: 'Pagos por transferencia pendientes' })).toBeVisible();
  await adminPage.getByLabel('Buscar miembro').fill(username);
  const row = adminPage.getByTestId('admin-payment-row').and(adminPage.locator(`[data-username="${username}"]`));
  await expect(row).toContainText('Tina Transferencia');
  await expect(row).toContainText('53,50');
  // The search has answered (the other pending rows, dimmed while it ran, are gone) before axe judges the screen.
  await expect(adminPage.getByTestId('admin-payment-row')).toHaveCount(1);
  await expectAccessible(adminPage);
  await row.getByRole('button', { name: `Confirmar el pago de ${username}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Confirmar el pago por transferencia' });
  await expect(dialog).toContainText(username);
  await dialog.getByRole('button', { name: 'Sí, confirmar' }).click();
  await expect(adminPage.getByTestId('toast-success')).toContainText(`Pago de ${username} confirmado`);
  await expect(row).toHaveCount(0);
  await adminContext.close();

  await logIn(page, username, 'Tina12345');
  // A member has no admin menu, and an admin address shows no page.
  await expect(page.getByTestId('menu-admin')).toHaveCount(0);
  await page.goto('/admin/transfers-pending');
  await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
  await expect(page).toHaveTitle('Virtual Office | Acceso restringido');
  await expectAccessible(page);
  await expect(page.getByTestId('admin-payments-table')).toHaveCount(0);
});
