import { expect, test, type Page } from '@playwright/test';
import { registerMember } from './support/api';
import { deliveredResetLink } from './support/mail-drop';
import { logIn } from './support/login';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

/** The admin console's member search, with one member's row found. */
async function findMember(page: Page, username: string) {
  await openMenuEntry(page, 'admin', 'admin-members');
  await expect(page.getByRole('heading', { name: 'Miembros', exact: true })).toBeVisible();
  await page.getByTestId('admin-members-search').fill(username);
  // The search box applies what is typed after 300 ms: let it start the search before waiting for the list to settle.
  await page.waitForTimeout(400);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const row = page.getByTestId('admin-member-row').and(page.locator(`[data-username="${username}"]`));
  await expect(row).toBeVisible();
  await expectAccessible(page);
  return row;
}

test('an admin logs in as demo, cannot touch their password, and comes back to the console', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234!');
  const row = await findMember(page, 'demo');
  await row.getByTestId('log-in-as').click();
  await expect(page.getByRole('dialog')).toContainText('Verás la oficina virtual de demo');
  await page.getByTestId('log-in-as-confirm').click();

  // Spec section 4: the admin's session is kept under the save key, the flag set, and the app goes to /.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hola, demo' })).toBeVisible();
  await expect(page.getByTestId('acting-as-banner')).toContainText('Estás actuando como demo');
  await expect(page.getByTestId('acting-as-banner')).toContainText('sesión abierta por admin');
  const storage = await page.evaluate(() => ({ flag: localStorage.getItem('authForAdmin'), saved: localStorage.getItem('v1.0-userData-save') !== null }));
  expect(storage).toEqual({ flag: '1', saved: true });

  await page.goto('/account/password');
  await expect(page.getByTestId('acting-as-banner')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByTestId('not-while-acting')).toContainText('No disponible mientras actúas como el miembro');
  await expect(page.getByTestId('change-password-submit')).toBeDisabled();

  await page.getByTestId('back-to-admin').click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByTestId('acting-as-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menú de usuario de admin' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authForAdmin'))).toBeNull();
  // The audit shows the visit, ended by coming back.
  const audit = page.getByTestId('impersonation-row').and(page.locator('[data-username="demo"]')).first();
  await expect(audit).toContainText('admin');
  await expect(audit).toContainText('Terminada el');
});

test('a member the admin requires to change the password is shut out until a new one is set', async ({ browser, page, request }) => {
  const member = await registerMember(request);
  // The member is signed in in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member.username, member.password);

  await logIn(page, 'admin', 'Admin1234!');
  const row = await findMember(page, member.username);
  await row.getByTestId('require-password-change').click();
  await page.getByTestId('require-password-change-confirm').click();
  await expect(page.getByText(`${member.username} deberá cambiar su contraseña`)).toBeVisible();
  await expect(row.getByTestId('must-change-password')).toBeVisible();

  // The open session is over, and the login leads to the forced change.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await memberPage.getByLabel('Usuario').fill(member.username);
  await memberPage.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(memberPage).toHaveURL(/\/auth\/force-password-change$/);
  await expect(memberPage.getByRole('heading', { name: 'Debes cambiar tu contraseña' })).toBeVisible();
  await expectAccessible(memberPage);
  await memberPage.getByLabel('E-mail').fill(member.email);
  await memberPage.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(memberPage.getByTestId('reset-email-sent')).toBeVisible();

  const link = await deliveredResetLink(member.email);
  await memberPage.goto(new URL(link).pathname);
  await memberPage.getByLabel('Nueva contraseña', { exact: true }).fill('Elegida1234');
  await memberPage.getByLabel('Repite la contraseña', { exact: true }).fill('Elegida1234');
  await memberPage.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await logIn(memberPage, member.username, 'Elegida1234');
  await memberContext.close();

  // The member's record in the console: asked by admin, done.
  await row.getByRole('link', { name: member.username }).click();
  await expect(page.getByTestId('password-change-requests')).toContainText('admin');
  await expect(page.getByTestId('password-change-requests')).toContainText('Cambiada el');
});
