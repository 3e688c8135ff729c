import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tokenFor } from './support/api';
import { logIn, submitLogin } from './support/login';
import { DEMO } from './support/money';
import { expectAccessible } from './support/accessibility';

const ADMIN = { username: 'admin', password: 'Admin1234!' };
const TERMS_V2_LINE = 'Esta es la versión 2 de los términos, publicada por el navegador de pruebas.';

/** The admin publishes a new version of the Spanish terms through PUT /api/admin/cms/{id} (every language moves to it). */
async function publishNewTermsVersion(request: APIRequestContext): Promise<number> {
  const token = await tokenFor(request, ADMIN.username, ADMIN.password);
  const [terms] = (await (await request.get('/api/cms?keyName=terms&language=es')).json())['hydra:member'];
  const response = await request.put(`/api/admin/cms/${terms.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: terms.title, content: `${terms.content}\n## 7. Novedades\n\n${TERMS_V2_LINE}\n`, newVersion: true },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).version;
}

/** Opens the browser as an admin acting as `username` ("log in as", the stored sessions of spec section 3). */
async function actAs(page: Page, request: APIRequestContext, username: string) {
  const adminToken = await tokenFor(request, ADMIN.username, ADMIN.password);
  const headers = { authorization: `Bearer ${adminToken}` };
  const users = (await (await request.get(`/api/users?search=${username}`, { headers })).json())['hydra:member'];
  const member = users.find((u: { username: string }) => u.username === username);
  const acting = await (await request.get(`/api/admin-access-token/auth/${member.id}`, { headers })).json();
  await page.goto('/auth/login');
  await page.evaluate(({ memberToken, adminToken: admin }) => {
    const stored = (token: { access_token: string; refresh_token?: string; expires_in: number }) =>
      JSON.stringify({ access_token: token.access_token, refresh_token: token.refresh_token ?? '', expires_in: token.expires_in, created: Date.now() });
    localStorage.setItem('v1.0-userData-save', stored({ access_token: admin, expires_in: 3600 }));
    localStorage.setItem('v1.0-userData', stored(memberToken));
    localStorage.setItem('authForAdmin', '1');
  }, { memberToken: acting, adminToken });
  await page.goto('/');
}

test('contract: the documents accepted at sign-up, and a new version of the terms accepted before the dashboard', async ({ page, request }) => {
  const today = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(new Date());
  const rows = page.getByTestId('acceptance-row');

  await test.step('demo sees terms, privacy and contract accepted at registration, each readable', async () => {
    await logIn(page, DEMO.username, DEMO.password);
    await page.getByTestId('menu-contract').click();
    await expect(page).toHaveURL(/\/contract$/);
    await expect(page.getByRole('heading', { name: 'Contrato', exact: true })).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expectAccessible(page);
    for (const title of ['Términos y condiciones', 'Política de privacidad', 'Contrato de distribuidor independiente']) {
      const row = rows.filter({ hasText: title });
      await expect(row).toContainText('Vigente');
      await expect(row.getByTestId('acceptance-version')).toHaveText('1');
      await expect(row.getByTestId('acceptance-date')).toContainText(today);
    }
    await page.getByRole('button', { name: 'Leer Contrato de distribuidor independiente' }).click();
    await expect(page.getByTestId('accepted-document-text')).toContainText('Este contrato se celebra entre');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  await test.step('the admin publishes version 2 of the terms', async () => {
    expect(await publishNewTermsVersion(request)).toBe(2);
  });

  await test.step('an admin acting as demo may read it, not accept it, and go on', async () => {
    await actAs(page, request, DEMO.username);
    await expect(page.getByTestId('pending-documents-read-only')).toContainText('demo aún no ha aceptado estos documentos');
    await expect(page.getByTestId('pending-document')).toContainText(TERMS_V2_LINE);
    await expect(page.getByTestId('pending-document-accept')).toHaveCount(0);
    await page.getByTestId('pending-documents-continue').click();
    await expect(page.getByRole('heading', { name: 'Hola, demo' })).toBeVisible();
    await expect(page.getByTestId('acting-as-banner')).toBeVisible();
    await page.getByTestId('back-to-admin').click();
    await expect(page).toHaveURL(/\/admin\/members$/);
  });

  await test.step('demo logs in again and must accept the new terms before the dashboard', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await submitLogin(page, DEMO.username, DEMO.password);
    await expect(page.getByRole('heading', { name: 'Hemos actualizado nuestros documentos legales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, demo' })).toHaveCount(0);
    const pending = page.getByTestId('pending-document');
    await expect(pending).toHaveCount(1);
    await expect(pending).toHaveAttribute('data-key', 'terms');
    await expect(pending).toContainText('Versión 2');
    await expect(pending.getByTestId('pending-document-text')).toContainText(TERMS_V2_LINE);
    await expectAccessible(page);

    // No other screen opens meanwhile.
    await page.goto('/wallet/movements');
    await expect(page.getByRole('heading', { name: 'Hemos actualizado nuestros documentos legales' })).toBeVisible();

    await expect(page.getByTestId('pending-document-accept')).toBeDisabled();
    await page.getByLabel('He leído y acepto «Términos y condiciones»').check();
    await page.getByTestId('pending-document-accept').click();
    await expect(page.getByRole('heading', { name: 'Movimientos del monedero' })).toBeVisible();
  });

  await test.step('the contract page shows the new version in force and the old one replaced', async () => {
    await page.getByTestId('menu-contract').click();
    await expect(rows).toHaveCount(4);
    const terms = rows.filter({ hasText: 'Términos y condiciones' });
    await expect(terms.and(page.locator('[data-version="2"]'))).toContainText('Vigente');
    await expect(terms.and(page.locator('[data-version="1"]'))).toContainText('Sustituido por la versión 2');
    await terms.and(page.locator('[data-version="2"]')).getByTestId('acceptance-view').click();
    await expect(page.getByTestId('accepted-document-text')).toContainText(TERMS_V2_LINE);
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await terms.and(page.locator('[data-version="1"]')).getByTestId('acceptance-view').click();
    await expect(page.getByTestId('accepted-document-text')).toContainText('Estos términos y condiciones regulan');
    await expect(page.getByTestId('accepted-document-text')).not.toContainText(TERMS_V2_LINE);
  });
});
