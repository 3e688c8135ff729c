import { WALLET_PAYMENT } from '@vo/domain';
import { and, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { payDueResiduals } from '../commissions/residual-run';
import type { Db } from '../db/client';
import { noProgress, type JobProgress } from '../lib/jobs/job-progress';
import { memberships, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { setMemberActive } from '../network/direct-counters';
import { confirmPayment } from '../payments/confirm-payment';
import { openOrder, preparePayment } from '../payments/open-order';

/**
 * Members who asked for it pay the monthly fee from the wallet on the day it falls due. Their
 * residuals are left due and paid together by one set-based residual run at the end.
 */
async function renewFromWallet(db: Db, today: string, progress: JobProgress) {
  const due = await db.select({ id: users.id, membershipId: users.membershipId }).from(users)
    .innerJoin(memberships, eq(memberships.id, users.membershipId))
    .where(and(eq(users.autoRenew, true), eq(users.isBlocked, false), lte(users.paidUntil, today), or(gt(memberships.monthAmount, 0), gt(memberships.monthlyPayment, 0)),
      // A deactivated account pays nothing more (decision 114).
      or(isNull(users.deactivateDate), gt(users.deactivateDate, today))));
  let renewed = 0;
  let notEnough = 0;
  for (const member of due) {
    try {
      // One transaction per member: a wallet that cannot pay leaves no payment behind.
      await db.transaction(async (tx) => {
        const payment = await preparePayment(tx, member.id, WALLET_PAYMENT, 'monthly', 'auto_renew', false);
        await openOrder(tx, payment.id, member.membershipId!, {});
        await confirmPayment(tx, payment.id, null, { residual: 'due' });
      });
      renewed += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WALLET_NOT_ENOUGH')) throw error;
      notEnough += 1;
    }
  }
  return { renewed, notEnough, residuals: await payDueResiduals(db, today, progress) };
}

/** Members whose paid period ended before today stop counting as active (spec section 4 "out of date"). */
async function markLapsed(db: Db, today: string) {
  const lapsed = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.paidUntil), lt(users.paidUntil, today)));
  for (const member of lapsed) await db.transaction((tx) => setMemberActive(tx, member.id, false));
  return lapsed.length;
}

/** The daily membership pass: renew first, so that a member who can pay never lapses. */
export async function renewAndLapse(db: Db, today: string, progress: JobProgress = noProgress) {
  const renewal = await renewFromWallet(db, today, progress);
  return { ...renewal, lapsed: await markLapsed(db, today) };
}
