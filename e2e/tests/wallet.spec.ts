import { expect, test } from '@playwright/test';
import { creditWallet, tokenFor } from './support/api';
import { logIn } from './support/login';
import { apiGet, DEMO, euros, typed, type PayoutTerms } from './support/money';
import { expectAccessible } from './support/accessibility';

// The seeded demo member's directs (ana, bruno) earned direct bonuses on sign-up, released to available
// since (apps/server/src/seed/demo.ts): their movements are the member's history.
test('the member filters their wallet movements and exports what the filter selects', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const direct = await apiGet<{ 'hydra:totalItems': number }>(request, token, '/api/wallet_movements?type[]=commission.direct');
  expect(direct['hydra:totalItems']).toBeGreaterThanOrEqual(2);

  await logIn(page, DEMO.username, DEMO.password);
  await page.getByTestId('dashboard-money-movements').click();
  await expect(page).toHaveURL(/\/wallet\/movements$/);
  await expect(page.getByRole('heading', { name: 'Movimientos del monedero' })).toBeVisible();
  await expect(page.getByTestId('wallet-movement-row').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('movement-filter-type').selectOption({ label: 'Bono directo' });
  // Other specs sign members up under demo, so the bonuses can outgrow a page: show the largest page the list offers.
  const pageSize = page.getByRole('combobox', { name: 'Filas por página' });
  const largest = (await pageSize.locator('option').allTextContents()).at(-1)!;
  await pageSize.selectOption(largest);
  const rows = page.getByTestId('wallet-movement-row');
  await expect(rows).toHaveCount(Math.min(direct['hydra:totalItems'], Number(largest)));
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-type', 'commission.direct');
    await expect(row.getByTestId('wallet-movement-value')).toHaveText(/^\+/);
  }
  await expect(page.getByTestId('wallet-movements-table')).toContainText('ana');
  await expect(page.getByTestId('wallet-movements-table')).toContainText('bruno');

  // Sorting by "commission from": first ascending, then descending, as the server orders them
  // (other tests add sign-ups under demo, so the names are read from the API, not assumed).
  type Movements = { 'hydra:member': { fromUser: { username: string } }[] };
  const firstBy = async (direction: 'asc' | 'desc') => (await apiGet<Movements>(request, token,
    `/api/wallet_movements?type[]=commission.direct&order[fromUser.username]=${direction}&itemsPerPage=1`))['hydra:member'][0]!.fromUser.username;
  await page.getByTestId('sort-fromUser.username').click();
  await expect(rows.first()).toContainText(await firstBy('asc'));
  await page.getByTestId('sort-fromUser.username').click();
  await expect(rows.first()).toContainText(await firstBy('desc'));

  const download = page.waitForEvent('download');
  await page.getByTestId('wallet-export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^movimientos-monedero-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  // A UTF-8 byte-order mark first, so spreadsheets read the accents.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Fecha,Tipo,Cuenta,Comisión de,Nivel,Importe');
  expect(lines).toHaveLength(direct['hydra:totalItems'] + 1);
  expect(lines.slice(1).every((line) => line.includes(',Bono directo,'))).toBe(true);
});

test('the member requests a payout with a live breakdown, sees it pending and cancels it', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  // Other specs spend demo's wallet; an admin credits what this one needs.
  await creditWallet(request, DEMO.username, 100);
  const terms = await apiGet<PayoutTerms>(request, token, '/api/transfers/terms');
  expect(terms.bankDataComplete).toBe(true);

  const amount = terms.minimum;
  const cents = (value: number) => Math.round(value * 100);
  const irpf = Math.round((cents(amount) * terms.irpfRatePercent) / 100) / 100;
  const vat = Math.round((cents(amount) * terms.vatRatePercent) / 100) / 100;
  const received = amount + vat - irpf - terms.transferCost;

  await logIn(page, DEMO.username, DEMO.password);
  await page.getByTestId('menu-payouts').click();
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page.getByTestId('payout-available')).toHaveText(euros(terms.available));
  await expect(page.getByTestId('payout-bank-data')).toContainText('ES79 •••• •••• 6789');
  // The window may span two months ("el lunes 30 de noviembre y el miércoles 2 de diciembre").
  await expect(page.getByTestId('payout-expected')).toContainText(/entre el lunes \d+( de [a-z]+)? y el miércoles \d+ de [a-z]+/);

  // Above the balance: the field says why and nothing can be sent.
  await page.getByTestId('payout-amount').fill(typed(terms.available + 1));
  await expect(page.getByText(`El importe supera tu saldo disponible (${terms.available.toFixed(2).replace('.', ',')} €)`)).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByTestId('payout-submit')).toBeDisabled();

  await page.getByTestId('payout-amount').fill(typed(amount));
  await expect(page.getByTestId('breakdown-request')).toHaveText(euros(amount));
  await expect(page.getByTestId('breakdown-irpf')).toHaveText(irpf ? `− ${euros(irpf)}` : euros(0));
  await expect(page.getByTestId('breakdown-receive')).toHaveText(euros(received));
  await page.getByTestId('payout-submit').click();

  await expect(page.getByTestId('toast-success')).toContainText(`Pago de ${euros(amount)} solicitado`);
  await expect(page.getByTestId('payout-available')).toHaveText(euros(terms.available - amount));
  const pending = page.locator('[data-testid="transfer-row"][data-status="pending"]');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(euros(received));
  await expect(pending).toContainText('Pendiente');

  await pending.getByTestId('transfer-cancel').click();
  await expect(page.getByRole('dialog')).toContainText(`La solicitud de ${euros(amount)} quedará cancelada`);
  await page.getByTestId('transfer-cancel-confirm').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Solicitud cancelada' })).toBeVisible();
  await expect(page.locator('[data-testid="transfer-row"][data-status="cancelled"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="transfer-row"][data-status="pending"]')).toHaveCount(0);
  await expect(page.getByTestId('payout-available')).toHaveText(euros(terms.available));

  // The wallet movements tell the same story: the request took the amount, the cancellation gave it back.
  await page.getByTestId('menu-wallet-movements').click();
  await page.getByTestId('movement-filter-type').selectOption({ label: 'Solicitud de pago cancelada' });
  await expect(page.getByTestId('wallet-movement-row')).toHaveCount(1);
  await expect(page.getByTestId('wallet-movement-value')).toHaveText(`+${euros(amount)}`);
});
