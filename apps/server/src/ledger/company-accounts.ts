import { addDays, addMonths, COMPANY_SUMMARY_SECTIONS, OTHER_LINE, type CompanyAccounts, type CompanyAccountsQuery, type CompanySummarySection } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyDayEnd, companyDayStart } from '../db/company-day';
import { rowsOf } from '../db/rows';
import { MEMBER_ACCOUNT_KINDS } from '../db/schema';
import { summaryLine } from './company-accounts-lines';

type MovementRow = { is_company: boolean; account: string; kind: string; cents: string };
type ClosingRow = { is_company: boolean; account: string; cents: string };

/** The company days a query names: a month from its first to its last day, or `from` and `to` as given. */
export function periodDays(query: CompanyAccountsQuery): { from: string; to: string } {
  if (!query.period) return { from: query.from!, to: query.to! };
  const first = `${query.period}-01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}

/**
 * Every account's movement in the period by transaction kind, summed from its entries; and its balance at the period's
 * end: today's balance less what moved after the end (both through the entries' date index, not a scan of the whole
 * ledger; decision 120). Members' accounts are summed by kind.
 */
async function readLedger(db: Db, from: string, to: string) {
  const [start, end] = [companyDayStart(from), companyDayEnd(to)];
  const movements = rowsOf<MovementRow>(await db.execute(sql`
    select a.user_id is null as is_company, a.kind as account, t.kind, sum(e.amount) as cents
    from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
    where e.created_at >= ${start} and e.created_at < ${end}
    group by 1, 2, 3`));
  const closing = rowsOf<ClosingRow>(await db.execute(sql`
    select is_company, account, sum(cents) as cents from (
      select user_id is null as is_company, kind as account, balance as cents from ledger_accounts
      union all
      select a.user_id is null, a.kind, -e.amount from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.created_at >= ${end}
    ) s
    group by 1, 2`));
  return { movements, closing };
}

/** The company accounts summary of a period (issue 19, decision 112), in integer cents. */
export async function companyAccounts(db: Db, from: string, to: string): Promise<CompanyAccounts> {
  const { movements, closing } = await readLedger(db, from, to);
  const closingOf = (isCompany: boolean, account: string) =>
    Number(closing.find((r) => r.is_company === isCompany && r.account === account)?.cents ?? 0);

  const sections = (Object.keys(COMPANY_SUMMARY_SECTIONS) as CompanySummarySection[]).map((key) => {
    const { account, sign, lines } = COMPANY_SUMMARY_SECTIONS[key];
    const amounts = new Map<string, number>(lines.map((line) => [line, 0]));
    for (const row of movements.filter((r) => r.is_company && r.account === account)) {
      const line = summaryLine(key, row.kind);
      amounts.set(line, (amounts.get(line) ?? 0) + sign * Number(row.cents));
    }
    const shown = [...amounts].filter(([line, amount]) => line !== OTHER_LINE || amount !== 0).map(([line, amount]) => ({ key: line, amount }));
    return { key, account, lines: shown, total: shown.reduce((sum, line) => sum + line.amount, 0), closing: sign * closingOf(true, account) };
  });

  const memberAccounts = MEMBER_ACCOUNT_KINDS.map((kind) => ({
    kind,
    movement: movements.filter((r) => !r.is_company && r.account === kind).reduce((sum, r) => sum + Number(r.cents), 0),
    closing: closingOf(false, kind),
  }));
  const check = {
    movements: movements.reduce((sum, r) => sum + Number(r.cents), 0),
    closing: closing.reduce((sum, r) => sum + Number(r.cents), 0),
  };
  return { from, to, sections, memberAccounts, check: { ...check, balanced: check.movements === 0 && check.closing === 0 } };
}
