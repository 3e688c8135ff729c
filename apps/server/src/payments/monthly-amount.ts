import { centsToEuros, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { AppError } from '../lib/errors';
import { readVariables } from '../settings/variables.service';
import { providerTerms } from './payment-methods';
import { priceOrder } from './pricing';

/**
 * What one monthly fee of a membership costs with a method: the same pricing a monthly order gets,
 * so the figure shown before paying is the figure charged. Plans without a monthly fee say so.
 */
export async function monthlyAmount(db: Db, membershipId: number, paymentBy: PaymentBy = WALLET_PAYMENT) {
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!membership) throw new AppError('MEMBERSHIP_NOT_FOUND');
  if (membership.monthAmount === 0) throw new AppError('NOT_MONTHLY_PAYMENT');
  const terms = await providerTerms(db, paymentBy);
  if (!terms.active) throw new AppError('PAYMENT_METHOD_INACTIVE');
  const { taxRate } = await readVariables(db, ['taxRate'] as const);
  const price = priceOrder({
    type: 'monthly', current: membership, target: membership, extra: {}, terms,
    taxRatePercent: Number(taxRate), enjoyPointsMinimum: 0, enjoyPointEuroValue: 1, enjoyPassOptions: [], paidUntil: null,
  });
  return {
    memberShip: `/api/member_ships/${membership.id}`,
    paymentBy,
    taxRate: Number(taxRate),
    net: centsToEuros(price.net),
    tax: centsToEuros(price.tax),
    fee: centsToEuros(price.fee),
    total: centsToEuros(price.total),
  };
}
