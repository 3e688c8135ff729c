import { expect, test } from '@playwright/test';
import { lastMailTo, registerMember } from './support/api';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';
import { deliveredResetLink } from './support/mail-drop';
import { fillRegistrationForm } from './support/registration-form';

test('a member logs in and out', async ({ page }) => {
  await logIn(page, 'demo', 'Demo1234!');
  await expect(page).toHaveTitle('Virtual Office | Inicio');
  await expectAccessible(page);
  await expect(page.getByText('leader')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Logged out means logged out: the main layout sends us back to the login page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a wrong password shows the translated message, in the chosen language', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('NotThePassword1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(/Datos de acceso no válidos/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(/Invalid login details/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectAccessible(page);
});

test('switching the language changes the texts and is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('Palavra-passe', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Palavra-passe', { exact: true })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that works', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByTestId('reset-email-sent')).toBeVisible();
  await expectAccessible(page);

  const mail = await lastMailTo(request, member.email);
  expect(mail.subject).toBe('Cambia tu contraseña');
  // The outbox an admin reads masks the link; the member's own copy carries it.
  expect(mail.text).toContain('/auth/reset-password/••••••');
  const link = await deliveredResetLink(member.email);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Renewed1234');
  await expectAccessible(page);
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('Renewed1234');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await logIn(page, member.username, 'Renewed1234');
});

test('a new member registers from the sponsor link with the free level and logs in', async ({ page }) => {
  const tag = `${Date.now() % 1_000_000}`;
  await page.goto('/auth/registration/demo');
  await expect(page.getByText('Patrocinador: Demo (demo)')).toBeVisible();
  await expectAccessible(page);
  await fillRegistrationForm(page, {
    firstName: 'Nora', lastName: 'Nueva', username: `nora${tag}`, dni: `N${tag}X`, password: 'Nueva1234', birthDate: '1992-06-15',
    mobile: '+34 611 222 333', address: 'Calle Luna 5', city: 'Valencia', postalCode: '46001', state: 'Valencia/València',
  });
  await page.getByTestId('membership-1').click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  await expect(page.getByTestId('registration-success')).toContainText(`nora${tag}`);
  await expectAccessible(page);
  await logIn(page, `nora${tag}`, 'Nueva1234');
  await expect(page.getByText('demo', { exact: true })).toBeVisible();
});

test('registration shows the spec validation messages and refuses a taken username', async ({ page }) => {
  await page.goto('/auth/registration/demo');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('ana');
  await page.getByLabel('Apellidos').focus();
  await expect(page.getByText('El nombre de usuario ya existe')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('no-es-un-email');
  await page.getByLabel('Repite el e-mail').fill('otro@example.test');
  await page.getByLabel('Ciudad').focus();
  await expect(page.getByText('Debe ser un e-mail')).toBeVisible();
  await expectAccessible(page);
});
