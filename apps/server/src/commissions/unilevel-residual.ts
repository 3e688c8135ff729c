import { madridDay, taxOf, UNILEVEL_LEVELS } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { unilevelResiduals, unilevelResidualsDue } from '../db/schema';
import { readVariables } from '../settings/variables.service';
import { creditCommissions, type Commission, type CommissionCredit } from './credit-commission';
import { loadEarners } from './earner';

/** A monthly or annual payment and its payer's sponsorship line (the root first, the sponsor last). */
export interface ResidualPayment {
  id: number;
  userId: number;
  net: number;
  type: string;
  sponsorPath: number[];
}

/**
 * What a run knows of the members of the lines it paid: user id → the unilevel depth their plan pays while they
 * qualify, -1 while they don't. A number rather than the `Earner`: a run at five million payments remembers millions
 * of members, and this is all the residual reads of them (decision 130).
 */
export type ResidualDepths = Map<number, number>;

/** Percent per level 1..5, from the `unilevel.levelN` variables. */
async function readResidualRates(db: Db | Tx): Promise<number[]> {
  const keys = Array.from({ length: UNILEVEL_LEVELS }, (_, i) => `unilevel.level${i + 1}`);
  const rates = await readVariables(db, keys);
  return keys.map((key) => Number(rates[key]));
}

/**
 * The unilevel residual of one payment (DESIGN.md section 7), one ledger transaction: up the
 * sponsorship line, the n-th qualified upline earns the level-n percentage if their plan reaches that
 * deep. Inactive, out-of-date or non-earning members are skipped without using up a level (dynamic
 * compression).
 */
function residualCommission(payment: ResidualPayment, depths: ResidualDepths, rates: number[]): Commission {
  const credits: CommissionCredit[] = [];
  let level = 0;
  for (let k = payment.sponsorPath.length - 1; k >= 0 && level < UNILEVEL_LEVELS; k -= 1) {
    const earnerId = payment.sponsorPath[k]!;
    const depth = depths.get(earnerId) ?? -1;
    if (depth < 0) continue;
    level += 1;
    if (level > depth) continue;
    credits.push({ earnerId, amount: taxOf(payment.net, rates[level - 1]!), level });
  }
  return { kind: 'commission.unilevel', reason: `unilevel.${payment.type}`, reference: `payment:${payment.id}`, fromUserId: payment.userId, credits };
}

/**
 * Posts the residuals of payments whose claim this transaction holds, all in one set-based credit.
 * `known` keeps the earners already loaded, so that a run reads each member of the lines once.
 */
export async function payClaimedResiduals(tx: Tx, payments: ResidualPayment[], known: ResidualDepths, today: string) {
  if (!payments.length) return { commissions: 0, cents: 0 };
  const unknown = new Set<number>();
  for (const p of payments) for (const id of p.sponsorPath) if (!known.has(id)) unknown.add(id);
  for (const [id, earner] of await loadEarners(tx, [...unknown], today)) known.set(id, earner.qualified ? earner.unilevelDepth : -1);
  for (const id of unknown) if (!known.has(id)) known.set(id, -1); // no plan: never qualifies, and is not read again
  const rates = await readResidualRates(tx);
  const commissions = payments.map((p) => residualCommission(p, known, rates));
  await creditCommissions(tx, commissions);
  const credits = commissions.flatMap((c) => c.credits);
  return { commissions: credits.length, cents: credits.reduce((sum, c) => sum + c.amount, 0) };
}

/**
 * Ids of a queued residual's `line` (the payer's sponsorship line, then the payer): enough to keep the payers of a
 * batch together at any depth the plan pays, and a bound on the queue's index entries.
 */
export const RESIDUAL_LINE_IDS = 64;

/**
 * The confirmation hook's part: pays the payment's residual at once (`now`, claiming it by its
 * payment id, so a payment claimed before pays nothing again) or queues it for the residual run
 * (`due`: a batch of renewals).
 */
export async function settleResidual(tx: Tx, payment: ResidualPayment, when: 'now' | 'due') {
  if (when === 'due') {
    const line = [...payment.sponsorPath, payment.userId].slice(0, RESIDUAL_LINE_IDS);
    await tx.insert(unilevelResidualsDue).values({ paymentId: payment.id, line }).onConflictDoNothing();
    return;
  }
  const [claimed] = await tx.insert(unilevelResiduals).values({ paymentId: payment.id, status: 'paid', settledAt: new Date() })
    .onConflictDoNothing().returning({ paymentId: unilevelResiduals.paymentId });
  if (claimed) await payClaimedResiduals(tx, [payment], new Map(), madridDay());
}

/**
 * A refund of a payment whose residual is still due cancels it (a residual already paid is clawed
 * back with the payment's other commissions). Row-locked by the delete: against a run paying it at
 * the same moment, whichever commits first wins and the other sees it.
 */
export async function cancelDueResidual(tx: Tx, paymentId: number) {
  const [taken] = await tx.delete(unilevelResidualsDue).where(eq(unilevelResidualsDue.paymentId, paymentId)).returning({ paymentId: unilevelResidualsDue.paymentId });
  if (taken) await tx.insert(unilevelResiduals).values({ paymentId, status: 'cancelled', settledAt: new Date() }).onConflictDoNothing();
}
