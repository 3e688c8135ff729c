import { madridDay } from '@vo/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, unilevelResiduals, unilevelResidualsDue, users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { renewAndLapse } from '../memberships/membership-renewal';
import { confirmPayment } from '../payments/confirm-payment';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';
import { planCommissions } from './plan-commissions';
import { claimBatch, payDueResiduals, type QueueKey } from './residual-run';

const ctx = useTestApp();
const today = () => madridDay();
const DAY = 86_400_000;

/** Every unilevel commission of these payments as "payer → earner L<level> cents", sorted. */
async function residualsOf(paymentIds: number[], names: Map<number, string>) {
  const rows = await ctx.database.db.select({ payer: payments.userId, earner: ledgerAccounts.userId, level: ledgerEntries.level, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(payments, eq(ledgerTransactions.reference, sql`'payment:' || ${payments.id}`))
    .where(and(inArray(payments.id, paymentIds), eq(ledgerTransactions.kind, 'commission.unilevel'), isNotNull(ledgerAccounts.userId)));
  return rows.map((r) => `${names.get(r.payer)} → ${names.get(r.earner!)} L${r.level} ${r.amount}`).sort();
}

const monthlyPayments = async (ids: number[]) => (await ctx.database.db.select({ id: payments.id }).from(payments)
  .where(and(inArray(payments.userId, ids), eq(payments.type, 'monthly'), eq(payments.status, 'paid'))).orderBy(asc(payments.id))).map((p) => p.id);

type Member = { id: number; username: string };

/** The member orders one monthly fee of the plan at `level`, paid from the wallet, through the API: the payment's id. */
async function orderMonthly(member: Member, level: number): Promise<number> {
  const call = await memberClient(ctx, member.username);
  const payment = (await call('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
  await call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, level)).id, payment: payment.id });
  return payment.id;
}

/** The member pays one monthly fee from the wallet through the API: the confirmation hook pays the residual at once. */
async function payMonthly(member: Member, level: number) {
  const paymentId = await orderMonthly(member, level);
  const call = await memberClient(ctx, member.username);
  expect((await call('POST', `/api/payments/confirmPayment/${paymentId}`)).json().status).toBe('paid');
}

/** A start-plan monthly fee funded and confirmed as the renewal job confirms it: its residual left due. */
async function queueMonthly(member: Member): Promise<number> {
  await fundWallet(ctx, member.id, 5_000);
  const paymentId = await orderMonthly(member, 2);
  await ctx.database.db.transaction((tx) => confirmPayment(tx, paymentId, null, { residual: 'due' }));
  return paymentId;
}

/**
 * Sponsorship line root → A (pro: unilevel depth 4) → B (start: depth 1) → C (partner, out of date)
 * → D (partner: depth 2) → E (start) → F (start). Rates 10, 5, 5, 3, 2 %. Monthly nets: start 20, partner 30.
 * C is skipped without using up a level (dynamic compression); B uses up its level but earns only at level 1.
 *   F's 20.00: E L1 2.00, D L2 1.00, (C skipped), B L3 nothing (depth 1), A L4 3 % = 0.60
 *   E's 20.00: D L1 2.00, (C skipped), B L2 nothing, A L3 1.00
 *   D's 30.00: (C skipped), B L1 3.00, A L2 1.50
 */
const EXPECTED = [
  'D → A L2 150', 'D → B L1 300',
  'E → A L3 100', 'E → D L1 200',
  'F → A L4 60', 'F → D L2 100', 'F → E L1 200',
];

describe('unilevel residual run', () => {
  it('pays a batch of renewals exactly what the per-payment hook pays, and each payment once', async () => {
    const a = await registerPaidMember(ctx, 6);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    const c = await registerPaidMember(ctx, 4, { sponsor: b.username });
    const d = await registerPaidMember(ctx, 4, { sponsor: c.username });
    const e = await registerPaidMember(ctx, 2, { sponsor: d.username });
    const f = await registerPaidMember(ctx, 2, { sponsor: e.username });
    const names = new Map([[a.id, 'A'], [b.id, 'B'], [c.id, 'C'], [d.id, 'D'], [e.id, 'E'], [f.id, 'F']]);
    const payers = [d, e, f];
    await ctx.database.db.update(users).set({ paidUntil: madridDay(new Date(Date.now() - 3 * DAY)) }).where(eq(users.id, c.id));
    for (const member of payers) await fundWallet(ctx, member.id, 10_000);

    // The batch: the daily renewal job confirms D, E and F with their residuals due, then one residual run pays them.
    await ctx.database.db.update(users).set({ autoRenew: true, paidUntil: today() }).where(inArray(users.id, payers.map((p) => p.id)));
    expect(await renewAndLapse(ctx.database.db, today())).toMatchObject({ renewed: 3, residuals: { payments: 3, commissions: 7, cents: 1_110 } });
    const batch = await monthlyPayments(payers.map((p) => p.id));
    expect(await residualsOf(batch, names)).toEqual(EXPECTED);

    // The per-payment path: the same three members pay the next month themselves.
    await ctx.database.db.update(users).set({ autoRenew: false }).where(inArray(users.id, payers.map((p) => p.id)));
    await payMonthly(d, 4);
    await payMonthly(e, 2);
    await payMonthly(f, 2);
    const single = (await monthlyPayments(payers.map((p) => p.id))).filter((id) => !batch.includes(id));
    expect(await residualsOf(single, names)).toEqual(EXPECTED);

    // Each payment's residual is claimed once: neither a second run nor the hook replayed pays again.
    expect(await payDueResiduals(ctx.database.db)).toEqual({ payments: 0, commissions: 0, cents: 0 });
    const [replayed] = await ctx.database.db.select().from(payments).where(eq(payments.id, batch[0]!));
    await ctx.database.db.transaction((tx) => planCommissions(tx, replayed!));
    expect(await residualsOf([...batch, ...single], names)).toEqual([...EXPECTED, ...EXPECTED].sort());
    const claims = await ctx.database.db.select().from(unilevelResiduals).where(inArray(unilevelResiduals.paymentId, [...batch, ...single]));
    expect(claims.map((r) => r.status)).toEqual(Array(6).fill('paid'));
    expect(await ctx.database.db.select().from(unilevelResidualsDue)).toEqual([]);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a payment refunded while its residual is due pays nothing', async () => {
    const a = await registerPaidMember(ctx, 4);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    const paymentId = await queueMonthly(b);
    // Queued with the payer's sponsorship line then the payer: the order the run takes the queue in (decision 135).
    const [queued] = await ctx.database.db.select({ line: unilevelResidualsDue.line }).from(unilevelResidualsDue).where(eq(unilevelResidualsDue.paymentId, paymentId));
    const [payer] = await ctx.database.db.select({ sponsorPath: users.sponsorPath }).from(users).where(eq(users.id, b.id));
    expect(queued!.line).toEqual([...payer!.sponsorPath, b.id]);

    const admin = await createAdmin(ctx);
    const refunded = await ctx.app.server.inject({
      method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload: { reason: 'Duplicate charge' }, headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refunded.json()).toMatchObject({ status: 'refunded' });
    expect(await payDueResiduals(ctx.database.db)).toEqual({ payments: 0, commissions: 0, cents: 0 });
    expect(await residualsOf([paymentId], new Map())).toEqual([]);
    const [claim] = await ctx.database.db.select().from(unilevelResiduals).where(eq(unilevelResiduals.paymentId, paymentId));
    expect(claim).toMatchObject({ status: 'cancelled' });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('claims a batch through the index of the queue from where the batch before ended, never by a scan of the whole queue', async () => {
    // A scan per batch made the run quadratic (decision 130), and so did walking from the start of the index past the
    // entries of every payment taken before (decision 135). The plans are read on a queue of 30,000, then rolled back.
    const rolledBack = new Error('rolled back');
    await expect(ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into unilevel_residuals_due (payment_id, line) select g, array[1, g % 997, g] from generate_series(1000000001, 1000030000) g`);
      await tx.execute(sql`analyze unilevel_residuals_due`);
      const planOf = async (limit: number, after: QueueKey | null) => rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${claimBatch(limit, after)}`))
        .map((r) => r['QUERY PLAN']).join('\n');
      const first = await planOf(20_000, null);
      expect(first).toContain('Index Scan using unilevel_residuals_due_line');
      expect(first).not.toMatch(/Seq Scan on unilevel_residuals_due/);
      // Half the queue after the key, as PostgreSQL estimates it: a batch of 1,000 here is one of 20,000 at a million.
      const next = await planOf(1_000, { line: [1, 500], paymentId: 1000000500 });
      expect(next).toMatch(/Index Scan using unilevel_residuals_due_line on unilevel_residuals_due[^\n]*\n\s*Index Cond: \(ROW\(/);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
  });

  it('goes on from where its batches ended, then takes what was queued behind them meanwhile', async () => {
    const a = await registerPaidMember(ctx, 4);
    const [b, c, d] = [await registerPaidMember(ctx, 2, { sponsor: a.username }), await registerPaidMember(ctx, 2, { sponsor: a.username }), await registerPaidMember(ctx, 2, { sponsor: a.username })];
    const queued = [await queueMonthly(b), await queueMonthly(c)];
    // After the first batch of one, a payment joins the queue before where that batch ended (its line is shorter).
    let late: number | undefined;
    const progress = async (done: number) => {
      if (done === 1 && late === undefined) {
        late = await queueMonthly(d);
        await ctx.database.db.execute(sql`update unilevel_residuals_due set line = '{}' where payment_id = ${late}`);
      }
    };
    expect(await payDueResiduals(ctx.database.db, today(), progress, 1)).toMatchObject({ payments: 3 });
    const claims = await ctx.database.db.select().from(unilevelResiduals).where(inArray(unilevelResiduals.paymentId, [...queued, late!]));
    expect(claims.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await ctx.database.db.select().from(unilevelResidualsDue)).toEqual([]);
  });
});
