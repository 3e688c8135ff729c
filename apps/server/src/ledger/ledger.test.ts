import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';
import { checkLedger } from './ledger-check';
import { memberBalances, postTransaction, type Posting } from './ledger.service';
import { rowsOf } from '../db/rows';

const ctx = useTestApp();

const topUp = (userId: number, cents: number): Posting[] => [
  { account: { userId, kind: 'wallet_available' }, amount: cents },
  { account: { company: 'company_commissions' }, amount: -cents },
];
const spend = (userId: number, cents: number): Posting[] => [
  { account: { userId, kind: 'wallet_available' }, amount: -cents },
  { account: { company: 'company_revenue' }, amount: cents },
];
const post = (postings: Posting[], reason = 'test') =>
  ctx.database.db.transaction((tx) => postTransaction(tx, { kind: 'test', reason, postings }));

describe('ledger', () => {
  it('moves balances only through balanced transactions, and check:ledger proves it', async () => {
    const member = await registerMember(ctx);
    await post(topUp(member.id, 10_000));
    await post(spend(member.id, 2_550));
    expect(await memberBalances(ctx.database.db, member.id)).toMatchObject({ wallet_available: 7_450, wallet_retained: 0 });
    await expect(post([{ account: { userId: member.id, kind: 'wallet_available' }, amount: 100 }])).rejects.toThrow(/unbalanced/);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses to take a member account below zero and changes nothing', async () => {
    const member = await registerMember(ctx);
    await post(topUp(member.id, 1_000));
    await expect(post(spend(member.id, 1_001))).rejects.toMatchObject({ code: 'WALLET_NOT_ENOUGH' });
    await expect(post([
      { account: { userId: member.id, kind: 'enjoy_points' }, amount: -1 },
      { account: { company: 'company_points_issued' }, amount: 1 },
    ])).rejects.toMatchObject({ code: 'ENJOY_POINTS_NOT_ENOUGH' });
    expect((await memberBalances(ctx.database.db, member.id)).wallet_available).toBe(1_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('50 concurrent payments that together exceed the balance: exactly the affordable ones succeed', async () => {
    const member = await registerMember(ctx);
    await post(topUp(member.id, 100_000));
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => post(spend(member.id, 3_000))));
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(succeeded).toBe(33);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(17).fill('WALLET_NOT_ENOUGH'));
    expect((await memberBalances(ctx.database.db, member.id)).wallet_available).toBe(1_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('check:ledger finds a balance edited behind the ledger', async () => {
    const member = await registerMember(ctx);
    await post(topUp(member.id, 500));
    await ctx.database.db.execute(sql`update ${ledgerAccounts} set balance = balance + 1 where user_id = ${member.id}`);
    const result = await checkLedger(ctx.database.db);
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([expect.objectContaining({ userId: member.id, kind: 'wallet_available', balance: 501, entries: 500 })]);
    await ctx.database.db.execute(sql`update ${ledgerAccounts} set balance = balance - 1 where user_id = ${member.id}`);
  });

  it('the database itself refuses unbalanced lines and edits; check:ledger finds orphaned lines', async () => {
    const member = await registerMember(ctx);
    await post(topUp(member.id, 700));
    const [account] = await ctx.database.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, member.id));
    const created = await ctx.database.db.execute(sql`insert into ledger_transactions (kind, reason) values ('test', 'raw') returning id`);
    const transaction = rowsOf<{ id: number }>(created)[0]!.id;
    /** What the database answered (Drizzle wraps it in a "Failed query" error). */
    const refusal = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement).then(() => 'accepted', (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message));
    const insert = (values: ReturnType<typeof sql>) => refusal(sql`insert into ledger_entries (transaction_id, account_id, amount) values ${values}`);
    expect(await insert(sql`(${transaction}, ${account!.id}, 5)`)).toMatch(/unbalanced/);
    expect(await refusal(sql`update ledger_entries set amount = amount + 1 where account_id = ${account!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from ledger_transactions where id = ${transaction}`)).toMatch(/append-only/);
    expect((await memberBalances(ctx.database.db, member.id)).wallet_available).toBe(700);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
    // Lines naming an account that does not exist: balanced, so the database takes them; the check does not.
    expect(await insert(sql`(${transaction}, -1, 5), (${transaction}, -2, -5)`)).toBe('accepted');
    const check = await checkLedger(ctx.database.db);
    expect(check).toMatchObject({ ok: false, orphanLines: [expect.any(Number), expect.any(Number)] });
  });

  it('GET /api/wallets shows my balances in euros; another member wallet is not found', async () => {
    const member = await registerMember(ctx);
    const other = await registerMember(ctx);
    await post(topUp(member.id, 12_345));
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const get = (url: string) => ctx.app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/wallets')).json()['hydra:member'][0]).toMatchObject({ '@id': `/api/wallets/${member.id}`, available: 123.45, retained: 0, enjoyPoints: 0 });
    expect((await get(`/api/wallets/${member.id}`)).json().total).toBe(123.45);
    expect((await get(`/api/wallets/${other.id}`)).statusCode).toBe(404);
  });
});
