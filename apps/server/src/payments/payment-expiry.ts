import { madridDay, PLAN_DEFAULTS } from '@vo/domain';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, registerOrders } from '../db/schema';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { readVariablesOr } from '../settings/variables.service';
import { cancelShopOrderOf } from '../shop/orders/cancel-order';

const DAY_MS = 86_400_000;

/**
 * Issue 18 item 17 (spec section 3 "expired"): payments left in `prepare` or `pending` for more than
 * `paymentExpiryDays` become `expired`, with their register order, and a shop order waiting for one is cancelled.
 * The update takes each payment's row lock and re-checks its status, so a confirmation that committed first wins and
 * one that comes after finds it expired (confirm-payment.ts refuses it).
 */
export async function expireStalePayments(db: Db, now = new Date()): Promise<number> {
  const { paymentExpiryDays } = await readVariablesOr(db, { paymentExpiryDays: PLAN_DEFAULTS.paymentExpiryDays });
  const before = new Date(now.getTime() - Number(paymentExpiryDays) * DAY_MS);
  return db.transaction(async (tx) => {
    const expired = (await tx.update(payments).set({ status: 'expired' })
      .where(and(inArray(payments.status, ['prepare', 'pending']), lt(payments.createdAt, before)))
      .returning({ id: payments.id })).map((p) => p.id);
    if (!expired.length) return 0;
    await tx.update(registerOrders).set({ status: 'expired', updatedAt: now })
      .where(and(inArray(registerOrders.paymentId, expired), eq(registerOrders.status, 'pending')));
    await cancelShopOrderOf(tx, expired);
    return expired.length;
  });
}

/** Once per Madrid day (the scheduler's first tick after midnight). */
export const paymentExpiryJob: JobDefinition = {
  name: 'payments-daily-expiry',
  periodKey: madridDay,
  run: async (db) => ({ expired: await expireStalePayments(db) }),
};
