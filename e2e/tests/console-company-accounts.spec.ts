import { expect, test } from '@playwright/test';
import { creditWallet, registerPaidMember, tokenFor } from './support/api';
import { expectAccessible } from './support/accessibility';
import { logIn } from './support/login';
import { openMenuEntry } from './support/menu';
import { apiGet } from './support/money';
import { shoot } from './support/shots';

test.use({ viewport: { width: 1366, height: 900 } });

type Summary = { sections: { key: string; lines: { key: string; amount: number }[] }[] };
const lineOf = (summary: Summary, section: string, line: string) =>
  summary.sections.find((s) => s.key === section)!.lines.find((l) => l.key === line)!.amount;

test('an admin reads the company accounts of today: a sign-up and a wallet credit just made are in them, and the ledger balances', async ({ page, request }) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const admin = await tokenFor(request, 'admin', 'Admin1234!');
  const before = await apiGet<Summary>(request, admin, `/api/admin/company_accounts?from=${today}&to=${today}`);
  // A start sign-up (50,00 € net) and an admin's credit of 12,34 € to that member's wallet.
  const member = await registerPaidMember(request, 2);
  await creditWallet(request, member.username, 12.34);

  await logIn(page, 'admin', 'Admin1234!');
  await openMenuEntry(page, 'admin', 'admin-company-accounts');
  await expect(page).toHaveURL(/\/admin\/company-accounts$/);
  await page.getByTestId('company-accounts-mode').getByText('Fechas').click();
  await page.getByTestId('company-accounts-from').fill(today);
  await page.getByTestId('company-accounts-to').fill(today);
  const revenue = page.getByTestId('company-accounts-revenue').locator('[data-line="register"]');
  await expect(revenue).toHaveAttribute('data-cents', String(lineOf(before, 'revenue', 'register') + 5_000));
  const adjustments = page.getByTestId('company-accounts-commissions').locator('[data-line="adjustments"]');
  await expect(adjustments).toHaveAttribute('data-cents', String(lineOf(before, 'commissions', 'adjustments') + 1_234));
  await expect(page.getByTestId('company-accounts-check')).toHaveAttribute('data-balanced', 'true');
  await expectAccessible(page);
  await shoot(page, 'company-accounts');

  // The month picker: this month holds today's figures too.
  await page.getByTestId('company-accounts-mode').getByText('Mes').click();
  await expect(page.getByTestId('company-accounts-month')).toBeVisible();
  await expect(page.getByTestId('company-accounts-check')).toHaveAttribute('data-balanced', 'true');
  await expectAccessible(page);
});
