import { centsToEuros, eurosToCents, percentToBasisPoints, type MembershipRates } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { AppError } from '../lib/errors';
import { changedFields, recordSettingChanges } from '../settings/settings-changes';

type Membership = typeof memberships.$inferSelect;

/** A level's editable figures in the console's units: euros and percents (the table keeps cents and basis points). */
export const membershipRatesOf = (m: Membership): MembershipRates => ({
  positionAmount: centsToEuros(m.positionAmount),
  monthAmount: centsToEuros(m.monthAmount),
  monthlyPayment: centsToEuros(m.monthlyPayment),
  monthlyPayments: m.monthlyPayments.map(centsToEuros),
  isApplyFeeMonthAmount: m.isApplyFeeMonthAmount,
  isApplyFeeMonthly: m.isApplyFeeMonthly,
  annualAmount: centsToEuros(m.annualAmount),
  directBonusPercent: m.directBonusBp / 100,
  binaryPercent: m.binaryBp / 100,
  weeklyBinaryCap: centsToEuros(m.weeklyBinaryCap),
  unilevelDepth: m.unilevelDepth,
  earnsCommissions: m.earnsCommissions,
  travelFeatures: m.travelFeatures,
});

const columnsOf = (r: MembershipRates) => ({
  positionAmount: eurosToCents(r.positionAmount),
  monthAmount: eurosToCents(r.monthAmount),
  monthlyPayment: eurosToCents(r.monthlyPayment),
  monthlyPayments: r.monthlyPayments.map(eurosToCents),
  isApplyFeeMonthAmount: r.isApplyFeeMonthAmount,
  isApplyFeeMonthly: r.isApplyFeeMonthly,
  annualAmount: eurosToCents(r.annualAmount),
  directBonusBp: percentToBasisPoints(r.directBonusPercent),
  binaryBp: percentToBasisPoints(r.binaryPercent),
  weeklyBinaryCap: eurosToCents(r.weeklyBinaryCap),
  unilevelDepth: r.unilevelDepth,
  earnsCommissions: r.earnsCommissions,
  travelFeatures: r.travelFeatures,
});

/**
 * An admin changes a level's amounts and rates: the row is locked, every changed field is audited in the
 * same transaction, and the next payment or cycle reads the new figures (DESIGN.md section 7).
 */
export async function updateMembershipRates(db: Db, adminId: number, id: number, rates: MembershipRates, ip: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const changes = changedFields(membershipRatesOf(before), rates);
    if (!changes.length) return before;
    const [after] = await tx.update(memberships).set(columnsOf(rates)).where(eq(memberships.id, id)).returning();
    await recordSettingChanges(tx, adminId, 'membership', id, changes, ip);
    return after!;
  });
}
