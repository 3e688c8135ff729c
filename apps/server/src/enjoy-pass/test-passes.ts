import { ENJOY_POINTS_PAYMENT } from '@vo/domain';
import type { Db } from '../db/client';
import { payments } from '../db/schema';

/** A paid Enjoy Pass purchase of `passes` for a member, as confirmPayment leaves it (tests only). */
export async function boughtPasses(db: Db, userId: number, passes: number) {
  await db.insert(payments).values({ userId, paymentBy: ENJOY_POINTS_PAYMENT, action: 'enjoy_pass', type: 'enjoy_pass', status: 'paid', enjoyPass: passes, total: passes * 100, net: passes * 100, confirmedAt: new Date() });
}
