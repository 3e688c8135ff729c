import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { registerMember } from './support/api';
import { startExtraServer } from './support/extra-server';
import { logIn, submitLogin } from './support/login';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

/** The authenticator app's code, `steps` time steps of 30 seconds from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A code the server must refuse: an old one that happens to equal none of the three it accepts now. */
async function staleCode(secret: string): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, steps)));
  for (let steps = -10; ; steps -= 1) {
    const candidate = await codeAt(secret, steps);
    if (!valid.includes(candidate)) return candidate;
  }
}

async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('two-factor authentication: turned on with a code, asked at login, turned off with a recovery code', async ({ page, request }) => {
  const member = await registerMember(request);
  await logIn(page, member.username, member.password);

  // Home says it is off and links to the screen.
  await expect(page.getByTestId('alert-two-factor-disabled')).toBeVisible();
  await page.getByTestId('alert-two-factor-link').click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Desactivada');

  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused with the translated message, and nothing changes.
  const code = page.getByLabel('Código de 6 dígitos');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Verificar y activar' }).click();
  await expect(page.getByText('El código no es válido o ya se ha usado')).toBeVisible();
  // The server refuses a real code of five minutes ago (outside the ±1 step window).
  await code.fill(await staleCode(secret));
  await page.getByRole('button', { name: 'Verificar y activar' }).click();
  await expect(page.getByText('El código no es válido o ya se ha usado')).toBeVisible();
  await expect(code).toHaveValue('');

  await code.fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Verificar y activar' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Verificación en dos pasos activada');
  const recoveryCodes = page.getByTestId('recovery-code');
  await expect(recoveryCodes).toHaveCount(10);
  const recoveryCode = await recoveryCodes.first().innerText();
  expect(recoveryCode).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  await page.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(0);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Activada');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Códigos de recuperación disponibles: 10 de 10');

  // The home alert is gone.
  await page.getByTestId('menu-dashboard').click();
  await expect(page.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();
  await expect(page.getByTestId('alert-two-factor-disabled')).toHaveCount(0);

  // Logging in again asks for the code. The current one was spent turning it on and cannot be replayed: the next step's is accepted.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await fillCredentials(page, member.username, member.password);
  const loginCode = page.getByLabel('Código de verificación', { exact: true });
  await expect(loginCode).toBeVisible();
  await expectAccessible(page);
  await loginCode.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: `Hola, ${member.username}` })).toBeVisible();

  // Turned off from the menu with a recovery code.
  await openMenuEntry(page, 'account', 'account-two-factor');
  await expect(page.getByTestId('two-factor-state')).toHaveText('Activada');
  await page.getByRole('button', { name: 'Desactivar' }).click();
  await page.getByLabel('Código de verificación o de recuperación').fill(recoveryCode);
  await page.getByRole('button', { name: 'Desactivar la verificación' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Verificación en dos pasos desactivada');
  await expect(page.getByTestId('two-factor-state')).toHaveText('Desactivada');

  // Off again: the home alert is back and the login asks for no code.
  await page.getByTestId('menu-dashboard').click();
  await expect(page.getByTestId('alert-two-factor-disabled')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await logIn(page, member.username, member.password);
});

test('in production an admin without two-factor authentication must enrol before anything else', async ({ browser }) => {
  test.setTimeout(180_000);
  // Production refuses the development secrets; the demo seed gives it the admin without 2FA.
  const server = await startExtraServer({
    E2E_NODE_ENV: 'production',
    SECRETS_KEY: 'e2e-production-secrets-key-not-the-dev-one',
    OAUTH_CLIENT_SECRET: 'e2e-production-client-secret',
  });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await submitLogin(page, 'admin', 'Admin1234!');
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByTestId('two-factor-required')).toContainText('debes activar la verificación en dos pasos');
    await expect(page.getByTestId('two-factor-state')).toHaveText('Desactivada');
    // Any other screen sends the admin back, and the API refuses it too.
    await page.goto('/admin/members');
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expectAccessible(page);
    const refused = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('v1.0-userData') ?? '{}').access_token as string | undefined;
      return (await fetch('/api/admin/members', { headers: { authorization: `Bearer ${token}` } })).status;
    });
    expect(refused).toBe(403);
  } finally {
    await context.close();
    await server.stop();
  }
});
