import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { creditAccount, lastMailTo, registerMember } from './support/api';
import { logIn, submitLogin } from './support/login';
import { deliveredResetLink } from './support/mail-drop';
import { chooseSpain, fillRegistrationForm, fillUpToCountry, type Newcomer } from './support/registration-form';
import { shoot } from './support/shots';

// Issue 18, items 1 to 5: the first hour of a new member, at the demo's rates (7 % tax, bank transfer without fee).
test.use({ viewport: { width: 1366, height: 900 } });

const DEMO_IBAN = 'ES9121000418450200051332';

function newcomer(name: string): Newcomer {
  const tag = `${Date.now() % 1_000_000}`;
  return {
    firstName: name, lastName: 'Primera', username: `${name.toLowerCase()}${tag}`, dni: `F${tag}X`, password: 'Nueva1234', birthDate: '1992-06-15',
    mobile: '+34 611 222 333', address: 'Calle Luna 5', city: 'Valencia', postalCode: '46001', state: 'Valencia/València',
  };
}

/** The start level by bank transfer, the only method the demo can take, chosen for the newcomer. */
async function chooseStartByTransfer(page: Page) {
  await page.getByTestId('membership-2').click();
  const methods = page.getByRole('radiogroup', { name: 'Método de pago' }).getByRole('radio');
  await expect(methods).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Transferencia bancaria' })).toBeChecked();
}

test('registration: the sponsor explained, only usable methods, the total before submitting, focus on the first wrong field', async ({ page }) => {
  test.setTimeout(120_000);
  // Without a sponsor link: what a sponsor is, and the way back to the login.
  await page.goto('/auth/registration');
  await expect(page.getByTestId('sponsor-help')).toContainText('Tu patrocinador es el miembro que te invita a la red');
  await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/auth/login');
  await expectAccessible(page);
  await shoot(page, 'registration-without-sponsor');

  await page.goto('/auth/registration/demo');
  await expect(page.getByText('Patrocinador: Demo (demo)')).toBeVisible();
  await expect(page.getByTestId('sponsor-help')).toHaveCount(0);
  const nora = newcomer('Nora');
  await fillUpToCountry(page, nora);
  // A failed submit: the first wrong field, the country, gets the focus, and its list stays shut over its message.
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('combobox', { name: 'País' })).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByText('Este campo es obligatorio')).toBeInViewport();
  await shoot(page, 'registration-failed-submit');
  await chooseSpain(page, nora.state);

  await expect(page.getByTestId('membership-2')).toContainText('Alta: 50,00 € + IGIC');
  await chooseStartByTransfer(page);
  await expect(page.getByText('No disponible')).toHaveCount(0);
  // Before the member commits: 50 € + IGIC 7 % + no fee = what the transfer will ask for.
  await expect(page.getByTestId('registration-price-amount')).toHaveText('50,00 €');
  await expect(page.getByTestId('registration-price')).toContainText('IGIC (7 %)');
  await expect(page.getByTestId('registration-price-tax')).toHaveText('3,50 €');
  await expect(page.getByTestId('registration-price-fee')).toHaveText('0,00 €');
  await expect(page.getByTestId('registration-price-total')).toHaveText('53,50 €');
  await expectAccessible(page);
  await shoot(page, 'registration-price');

  // Everything else right, the terms box at the end is the one focused.
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await expect(page.getByText('Es obligatorio aceptar los términos y condiciones')).toBeInViewport();
});

test('a bank transfer sign-up keeps its payment details: after a reload, in the welcome e-mail and at the login', async ({ page, request }) => {
  test.setTimeout(120_000);
  const olga = newcomer('Olga');
  await page.goto('/auth/registration/demo');
  await fillRegistrationForm(page, olga);
  await chooseStartByTransfer(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  await expect(page).toHaveURL(/\/auth\/registered$/);
  const details = page.getByTestId('bank-transfer-instructions');
  const expectDetails = async () => {
    await expect(details).toContainText(DEMO_IBAN);
    await expect(details).toContainText('53,50 €');
    await expect(details).toContainText(olga.username);
  };
  await expectDetails();
  await page.reload();
  await expect(page.getByTestId('registration-success')).toContainText('La activación de tu cuenta puede tardar hasta 24 horas');
  await expectDetails();
  await expectAccessible(page);
  await shoot(page, 'registered-after-reload');

  // The welcome e-mail carries them too.
  const welcome = await lastMailTo(request, `${olga.username}@example.test`);
  expect(welcome.subject).toBe('Bienvenido a Virtual Office');
  expect(welcome.text).toContain(`IBAN: ${DEMO_IBAN}`);
  expect(welcome.text).toContain(`Concepto: ${olga.username}`);

  // A wrong password hears nothing about it; the right one is told the payment is pending, and how to pay it.
  await submitLogin(page, olga.username, 'Wrong12345');
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(details).toHaveCount(0);
  await submitLogin(page, olga.username, olga.password);
  await expect(page.getByTestId('pending-sign-up')).toContainText('Tu cuenta se activará cuando recibamos el pago de tu alta');
  await expectDetails();
  await expectAccessible(page);
  await shoot(page, 'login-pending-sign-up');
});

test('a used reset link says so as it opens, and offers a new one', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByTestId('reset-email-sent')).toBeVisible();
  const path = new URL(await deliveredResetLink(member.email)).pathname;
  await page.goto(path);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Renewed1234');
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('Renewed1234');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // Opened again: no password form to fill in vain.
  await page.goto(path);
  await expect(page.getByTestId('reset-link-dead')).toHaveText('El enlace para cambiar la contraseña no es válido o ha caducado');
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'reset-link-dead');
});

test('a member sees every price with its parts before paying: upgrade, checkout, Enjoy Points, Enjoy Pass', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await creditAccount(request, member.username, 'enjoy_points', 60);
  await logIn(page, member.username, member.password);

  // From the free level to start: 50 € + 7 %, the fee named at the checkout.
  await page.goto('/membership');
  const start = page.getByTestId('upgrade-2');
  await expect(start.getByTestId('upgrade-2-price-total')).toHaveText('53,50 €');
  await expect(start.getByTestId('upgrade-2-price-fee')).toHaveText('Según el método');
  await expectAccessible(page);
  await shoot(page, 'membership-upgrade-prices');
  await start.getByRole('link', { name: 'Mejorar' }).click();
  await expect(page.getByTestId('checkout-summary')).toContainText('Comisión de pago (Transferencia bancaria)');
  await expect(page.getByTestId('checkout-total')).toHaveText('53,50 €');
  await expectAccessible(page);
  await shoot(page, 'checkout-price');

  await page.goto('/enjoy-points');
  await page.getByTestId('buy-points-input').fill('100');
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
  await expect(page.getByTestId('buy-points-summary')).toContainText('IGIC (no se aplica)');
  await expect(page.getByTestId('buy-points-total')).toHaveText('100,00 €');
  await expectAccessible(page);
  await shoot(page, 'enjoy-points-price');

  await page.goto('/enjoy-pass');
  await page.getByTestId('pass-option-50').click();
  await expect(page.getByTestId('pass-price-total')).toHaveText('50 Enjoy Points');
  await expectAccessible(page);
  await shoot(page, 'enjoy-pass-price');
});
