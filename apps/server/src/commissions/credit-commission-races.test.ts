import { describe, expect, it } from 'vitest';
import { lockRows } from '../faults/backend-fault';
import { checkLedger } from '../ledger/ledger-check';
import { accountId, memberBalances, postTransaction } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { registerPaidMember } from '../test/factories';
import { creditCommission } from './credit-commission';

/*
 * Decision 135: commissions write their lines before they lock the accounts. A race never shows on PGlite (one
 * transaction at a time), so this runs on PostgreSQL only:
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const commission = (earnerId: number, amount: number) =>
  ({ kind: 'commission.direct', reason: 'direct.test', reference: `test:${earnerId}`, credits: [{ earnerId, amount }] });

/** A member who owes `cents` (a clawback left them short), the company's commissions account on the other side. */
async function memberOwing(cents: number) {
  const member = await registerPaidMember(ctx, 2);
  await db().transaction((tx) => postTransaction(tx, {
    kind: 'test.debt', reason: 'test',
    postings: [{ account: { userId: member.id, kind: 'member_debt' }, amount: -cents }, { account: { company: 'company_commissions' }, amount: cents }],
  }));
  return member;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('commissions at the same moment, on PostgreSQL', () => {
  it('writes its lines while another transaction holds the company\'s commissions account, and waits only to move the balances', async () => {
    const earner = await registerPaidMember(ctx, 2);
    const company = await db().transaction((tx) => accountId(tx, { company: 'company_commissions' }));
    const holder = await lockRows(ctx.database, 'select id from ledger_accounts where id = $1', [company]);
    const credited = db().transaction((tx) => creditCommission(tx, commission(earner.id, 1_000)));
    let held: string[];
    try {
      // The blocked transaction has already inserted into ledger_entries: it holds that table's write lock.
      const { rows } = await holder.query('select mode from pg_locks where pid = $1 and relation = $2::regclass', [await holder.victim(), 'ledger_entries']);
      held = rows.map((r) => r.mode as string);
    } finally {
      await holder.release();
    }
    await credited;
    expect(held).toContain('RowExclusiveLock');
    expect((await memberBalances(db(), earner.id)).wallet_retained).toBe(1_000);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('splits again under the locks when the earner\'s debt moved between its read and the lock', async () => {
    const earner = await memberOwing(750);
    const debt = await db().transaction((tx) => accountId(tx, { userId: earner.id, kind: 'member_debt' }));
    const company = await db().transaction((tx) => accountId(tx, { company: 'company_commissions' }));
    // Both rows the payoff below moves: the commission, locking in id order, waits on the first.
    const holder = await lockRows(ctx.database, 'select id from ledger_accounts where id = any($1::int[])', [[debt, company]]);
    // Read with 7.50 owed, the 10.00 would pay 7.50 off and retain 2.50.
    const credited = db().transaction((tx) => creditCommission(tx, commission(earner.id, 1_000)));
    await holder.victim();
    // Meanwhile 5.00 of the debt is paid (a balanced transaction, as the ledger service writes it).
    const [{ id }] = (await holder.query<{ id: number }>(`insert into ledger_transactions (kind, reason) values ('test.payoff', 'test') returning id`)).rows as [{ id: number }];
    await holder.query('insert into ledger_entries (transaction_id, account_id, amount) values ($1, $2, 500), ($1, $3, -500)', [id, debt, company]);
    await holder.query('update ledger_accounts set balance = balance + 500 where id = $1', [debt]);
    await holder.query('update ledger_accounts set balance = balance - 500 where id = $1', [company]);
    await holder.release('commit');
    await credited;
    // 2.50 was left to pay off: the rest, 7.50, is retained; the debt is settled, never above zero.
    expect(await memberBalances(db(), earner.id)).toMatchObject({ member_debt: 0, wallet_retained: 750 });
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
