import { extraBonusPool, madridDay, splitByWeight, type ExtraBonusKind } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { intArray } from '../db/array-literal';
import type { Tx } from '../db/client';
import type { payments } from '../db/schema';
import { rowsOf } from '../db/rows';
import type { Credit } from '../ledger/claw-back';
import { EXTRA_BONUS_LOCK, extraBonusReference, MEMBERSHIP_PAYMENT_TYPES } from './extra-bonus-measures';

interface PaidRun {
  id: number;
  kind: ExtraBonusKind;
  period: string;
  share_bp: number;
  base: string | number;
  refunded_base: string | number;
  members: number;
}

/** What a refund takes back from the pools it was in: per member, as a retained credit to claw back; the company's side. */
export interface ExtraBonusClawback {
  credits: Credit[];
  company: number;
}

/** The release day of each member's share of a run (their retained line), so a clawback in the window keeps it. */
async function releaseDays(tx: Tx, reference: string, userIds: number[]): Promise<Map<number, string | null>> {
  const rows = rowsOf<{ user_id: number; release_on: string | null }>(await tx.execute(sql`
    select a.user_id, max(e.release_on)::text as release_on
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    where t.reference = ${reference} and a.kind = 'wallet_retained' and a.user_id = any(${intArray(userIds)}::int[])
    group by a.user_id`));
  return new Map(rows.map((r) => [r.user_id, r.release_on]));
}

/** One run's part of the refunded payment: the pool it would have been without it, split by the same weights. */
async function clawBackRun(tx: Tx, run: PaidRun, net: number): Promise<Credit[]> {
  const remaining = Number(run.base) - Number(run.refunded_base);
  const part = extraBonusPool(remaining, run.share_bp) - extraBonusPool(Math.max(0, remaining - net), run.share_bp);
  const shares = run.members ? rowsOf<{ id: number; weight: number }>(await tx.execute(sql`
    select user_id as id, weight from extra_bonus_shares where run_id = ${run.id} order by user_id`)) : [];
  const taken = splitByWeight(shares.length ? part : 0, shares);
  const clawed = [...taken.values()].reduce((sum, x) => sum + x, 0);
  await tx.execute(sql`update extra_bonus_runs set refunded_base = refunded_base + ${net}, clawed_back = clawed_back + ${clawed} where id = ${run.id}`);
  const members = shares.filter((m) => taken.get(m.id)! > 0).map((m) => m.id);
  if (!members.length) return [];
  await tx.execute(sql`
    update extra_bonus_shares s set clawed_back = s.clawed_back + v.amount
    from unnest(${intArray(members)}::int[], ${intArray(members.map((id) => taken.get(id)!))}::bigint[]) as v(user_id, amount)
    where s.run_id = ${run.id} and s.user_id = v.user_id`);
  const days = await releaseDays(tx, extraBonusReference(run.kind, run.period), members);
  return members.map((userId) => ({ userId, kind: 'wallet_retained', amount: taken.get(userId)!, releaseOn: days.get(userId) ?? null }));
}

/**
 * A refunded membership payment whose period's pool was already paid (DESIGN.md section 7, decision 030): its part
 * of each pool (monthly and annual) is taken back from that pool's members in proportion to their weights, through
 * the refund's clawback (retained first, then available, then debt netted from their next earnings). A pool not yet
 * paid simply leaves the payment out of its base. Called by the refund before it locks any ledger account.
 */
export async function extraBonusClawback(tx: Tx, payment: typeof payments.$inferSelect): Promise<ExtraBonusClawback> {
  const none = { credits: [], company: 0 };
  if (!payment.confirmedAt || !(MEMBERSHIP_PAYMENT_TYPES as readonly string[]).includes(payment.type)) return none;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${EXTRA_BONUS_LOCK})`);
  const day = madridDay(payment.confirmedAt);
  const runs = rowsOf<PaidRun>(await tx.execute(sql`
    select id, kind, period, share_bp, base, refunded_base, members from extra_bonus_runs
    where (kind = 'monthly' and period = ${day.slice(0, 7)}) or (kind = 'annual' and period = ${day.slice(0, 4)})
    order by id for update`));
  const credits: Credit[] = [];
  for (const run of runs) credits.push(...await clawBackRun(tx, run, payment.net));
  return { credits, company: credits.reduce((sum, c) => sum + c.amount, 0) };
}
