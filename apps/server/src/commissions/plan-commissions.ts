import { taxOf } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users, type payments } from '../db/schema';
import { creditCommission } from './credit-commission';
import { loadEarners } from './earner';
import { payEnjoyBonus } from './enjoy-bonus';
import { settleResidual } from './unilevel-residual';

type Payment = typeof payments.$inferSelect;

/** Percent of a net amount in basis points, rounded half up to the cent like every other rate. */
const share = (net: number, bp: number) => taxOf(net, bp / 100);

/** Direct bonus: the sponsor earns their level's percentage of a registration's or upgrade's net amount. */
async function directBonus(tx: Tx, payment: Payment, payer: { sponsorId: number | null }) {
  if (!payer.sponsorId) return;
  const sponsor = (await loadEarners(tx, [payer.sponsorId])).get(payer.sponsorId);
  if (!sponsor?.earns) return;
  await creditCommission(tx, {
    kind: 'commission.direct', reason: `direct_bonus.${payment.type}`, reference: `payment:${payment.id}`, fromUserId: payment.userId,
    credits: [{ earnerId: sponsor.id, amount: share(payment.net, sponsor.directBonusBp), level: 1 }],
  });
}

/** `residual: 'due'` leaves a monthly or annual payment's unilevel residual to the residual run (a batch of renewals). */
export interface CommissionOptions {
  residual?: 'now' | 'due';
}

/** The compensation plan's part of payment confirmation (DESIGN.md section 7), inside its transaction. */
export async function planCommissions(tx: Tx, payment: Payment, options?: CommissionOptions): Promise<void> {
  // Enjoy Points spent on an Enjoy Pass earn the upline Travel Points.
  if (payment.type === 'enjoy_pass') {
    await payEnjoyBonus(tx, { spenderId: payment.userId, points: payment.total, reference: `payment:${payment.id}` });
    return;
  }
  if (!payment.net) return;
  const [payer] = await tx.select({ sponsorId: users.sponsorId, sponsorPath: users.sponsorPath }).from(users).where(eq(users.id, payment.userId));
  if (!payer) return;
  if (payment.type === 'register' || payment.type === 'upgrade') await directBonus(tx, payment, payer);
  if (payment.type === 'monthly' || payment.type === 'annual') {
    await settleResidual(tx, { ...payment, sponsorPath: payer.sponsorPath }, options?.residual ?? 'now');
  }
}
