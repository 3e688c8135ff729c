import { expect, test } from '@playwright/test';
import { creditWallet, tokenFor } from './support/api';
import { logIn } from './support/login';
import { apiGet, DEMO, euros, typed, type PayoutTerms } from './support/money';
import { expectAccessible } from './support/accessibility';
import { openMenuEntry } from './support/menu';

// Issue 5: a payout from request to the self-billing invoice, in two browsers (the member's and the admin's).
test('the member requests a payout, the admin accepts it, and the member downloads the issued invoice PDF', async ({ browser, page, request }) => {
  const token = await tokenFor(request, DEMO.username, DEMO.password);
  const termsOf = () => apiGet<PayoutTerms>(request, token, '/api/transfers/terms');
  let terms = await termsOf();
  expect(terms.bankDataComplete).toBe(true);
  // The seed funds demo (apps/server/src/seed/demo.ts), but earlier specs spend it: top it up as an admin would.
  if (terms.available < terms.minimum) {
    await creditWallet(request, DEMO.username, terms.minimum);
    terms = await termsOf();
  }
  const amount = terms.minimum;
  const cents = (value: number) => Math.round(value * 100);
  const irpf = Math.round((cents(amount) * terms.irpfRatePercent) / 100) / 100;
  const vat = Math.round((cents(amount) * terms.vatRatePercent) / 100) / 100;
  const received = Math.round((amount + vat - irpf - terms.transferCost) * 100) / 100;

  // The member asks for the minimum and sees it pending.
  await logIn(page, DEMO.username, DEMO.password);
  await page.getByTestId('menu-payouts').click();
  await expect(page).toHaveURL(/\/payouts$/);
  await page.getByTestId('payout-amount').fill(typed(amount));
  await expect(page.getByTestId('breakdown-receive')).toHaveText(euros(received));
  await page.getByTestId('payout-submit').click();
  await expect(page.getByTestId('toast-success')).toContainText(`Pago de ${euros(amount)} solicitado`);
  const pending = page.locator('[data-testid="transfer-row"][data-status="pending"]');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Pendiente');
  await expect(pending).toContainText(euros(received));

  // The admin, in a browser of their own, finds it in the payout queue and accepts it.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, 'admin', 'Admin1234!');
  await openMenuEntry(adminPage, 'admin', 'admin-payouts');
  await expect(adminPage.getByRole('heading', { name: 'Pagos a miembros' })).toBeVisible();
  await expectAccessible(adminPage);
  const queue = adminPage.getByTestId('admin-payouts-pending');
  const row = queue.locator(`[data-testid="admin-payout-row"][data-username="${DEMO.username}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(euros(amount));
  await expect(row).toContainText(euros(received));
  await expect(row).toContainText('ES79 2100 0813 6101 2345 6789');
  await row.getByRole('button', { name: `Aceptar el pago de ${DEMO.username}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Aceptar el pago' });
  await expect(dialog).toContainText(`Se enviarán ${euros(received)} a ${DEMO.username}`);
  await dialog.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(adminPage.getByTestId('toast-success')).toContainText(`Pago de ${DEMO.username} aceptado`);
  await expect(row).toHaveCount(0);

  // It is in today's accepted batch, with its invoice; the bank file downloads.
  const accepted = adminPage.getByTestId('admin-payouts-accepted').locator(`[data-testid="admin-payout-row"][data-username="${DEMO.username}"]`);
  await expect(accepted).toHaveCount(1);
  const invoiceNo = ((await accepted.locator('td').last().textContent()) ?? '').trim();
  expect(invoiceNo).toMatch(/^A\d{4}-\d{6}$/);
  const sepa = adminPage.waitForEvent('download');
  await adminPage.getByTestId('payouts-export-xml').click();
  const sepaFile = await sepa;
  expect(sepaFile.suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = Buffer.concat(await (await sepaFile.createReadStream()).toArray()).toString('utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  expect(xml).toContain(`<Ustrd>${invoiceNo}</Ustrd>`);
  await adminContext.close();

  // Back to the member: accepted in the history, and the self-billing invoice under invoices → issued.
  await page.reload();
  await expect(page.locator('[data-testid="transfer-row"][data-status="accepted"]').first()).toBeVisible();
  await openMenuEntry(page, 'invoices', 'invoices-issued');
  await expect(page).toHaveURL(/\/invoices\/issued$/);
  const invoice = page.locator(`[data-testid="invoice-row"][data-invoice-no="${invoiceNo}"]`);
  await expect(invoice).toContainText(euros(received));
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await invoice.getByTestId('invoice-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
