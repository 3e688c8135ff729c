import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { tokenFor } from './support/api';
import { logIn } from './support/login';
import { apiGet } from './support/money';
import { shoot } from './support/shots';
import { openMenuEntry } from './support/menu';

const ADMIN = { username: 'admin', password: 'Admin1234!' };
/** Member entries an admin (no member) must not meet: issue 18 item 10. */
const MEMBER_ENTRIES = ['dashboard', 'membership', 'account-profile', 'account-landing-page', 'network', 'enjoy-points', 'enjoy-pass', 'wallet-movements', 'contract', 'invoices', 'payouts'];

async function expectNoMemberEntries(page: Page) {
  for (const id of MEMBER_ENTRIES) await expect(page.getByTestId(`menu-${id}`)).toHaveCount(0);
}

/** Picks one member in a console list's member filter; every row left is theirs. */
async function filterByMember(page: Page, username: string, rowTestId: string) {
  await page.getByTestId('admin-member-filter').fill(username);
  await page.getByRole('option', { name: new RegExp(`^${username} — `) }).click();
  const rows = page.getByTestId(rowTestId);
  await expect(rows.first()).toBeVisible();
  await expect(rows.and(page.locator(`:not([data-username="${username}"])`))).toHaveCount(0);
}

test('an admin lands on the console, meets no member screen, and lists every member\'s movements and invoices there', async ({ page }) => {
  await logIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await expectNoMemberEntries(page);
  await expect(page.getByTestId('menu-account-two-factor')).toHaveCount(1);

  // A member screen's address (an old bookmark, the header's home link) sends the admin to the console.
  for (const path of ['/', '/membership', '/account/landing-page', '/wallet/movements', '/invoices/received']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\//);
  }

  await openMenuEntry(page, 'admin', 'admin-wallet-movements');
  await expect(page.getByRole('heading', { name: 'Movimientos de los miembros' })).toBeVisible();
  const movements = page.getByTestId('admin-wallet-movements-table');
  await expect(movements.getByRole('columnheader', { name: /Miembro/ })).toBeVisible();
  await expect(page.getByTestId('admin-wallet-movement-row').first()).toBeVisible();
  await filterByMember(page, 'demo', 'admin-wallet-movement-row');
  await expectAccessible(page);
  await shoot(page, 'admin-wallet-movements');

  await page.getByTestId('menu-admin-invoices').click();
  await expect(page.getByRole('heading', { name: 'Facturas de los miembros' })).toBeVisible();
  await expect(page.getByTestId('admin-invoices-table').getByRole('columnheader', { name: /Miembro/ })).toBeVisible();
  await filterByMember(page, 'demo', 'admin-invoice-row');
  await expectAccessible(page);
  await shoot(page, 'admin-invoices');
});

test('an admin acting as a member sees the member\'s own screens', async ({ page }) => {
  await logIn(page, ADMIN.username, ADMIN.password);
  await openMenuEntry(page, 'admin', 'admin-members');
  await page.getByTestId('admin-members-search').fill('demo');
  const row = page.getByTestId('admin-member-row').and(page.locator('[data-username="demo"]'));
  await row.getByTestId('log-in-as').click();
  await page.getByTestId('log-in-as-confirm').click();

  await expect(page.getByRole('heading', { name: 'Hola, demo' })).toBeVisible();
  await expect(page.getByTestId('menu-wallet-movements')).toBeVisible();
  await expect(page.getByTestId('menu-admin')).toHaveCount(0);
  await page.getByTestId('menu-wallet-movements').click();
  await expect(page).toHaveURL(/\/wallet\/movements$/);
  await expect(page.getByTestId('wallet-movement-row').first()).toBeVisible();
  await page.getByTestId('back-to-admin').click();
  await expect(page).toHaveURL(/\/admin\/members$/);
});

test('variables say what they are for in the admin\'s language, and a phone reaches their value and edit button', async ({ page, request }) => {
  const token = await tokenFor(request, ADMIN.username, ADMIN.password);
  const english = (await apiGet<{ 'hydra:member': { keyValue: string; description: string }[] }>(request, token, '/api/admin/variables?itemsPerPage=100'))['hydra:member'];
  await logIn(page, ADMIN.username, ADMIN.password);
  await openMenuEntry(page, 'admin', 'admin-variables');
  await expect(page.getByRole('heading', { name: 'Variables', exact: true })).toBeVisible();
  await page.getByTestId('variables-search').fill('transferCost');
  const row = page.getByTestId('variable-row').and(page.locator('[data-key="transferCost.spain"]'));
  await expect(row.getByTestId('variable-description')).toHaveText('Coste en EUR de un pago a miembro cuando la cuenta bancaria está en España.');
  await page.getByTestId('variables-search').fill('');
  await expect(page.getByTestId('variable-row')).not.toHaveCount(3);
  await expect(page.getByTestId('variable-row')).not.toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'admin-variables');

  // The descriptions shown are Spanish, none the server's English seed text.
  const stripe = page.getByTestId('variable-row').and(page.locator('[data-key="fee.STRIPE_PAYMENT.percent"]'));
  await page.getByTestId('variables-search').fill('STRIPE');
  await expect(stripe.getByTestId('variable-description')).toHaveText('Comisión en porcentaje que se suma a los pagos con Tarjeta.');
  await page.getByTestId('variables-search').fill('');
  const shown = await page.getByTestId('variable-description').allTextContents();
  expect(shown.filter((text) => english.some((v) => v.description === text))).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('variables-search').fill('transferCost.spain');
  const edit = page.getByTestId('variable-edit');
  await expect(edit).toHaveCount(1);
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await expect(page.getByTestId('variable-current')).toBeInViewport();
  await edit.click();
  await expect(page.getByRole('dialog')).toContainText('Coste en EUR de un pago a miembro');
});
