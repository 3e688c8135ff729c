import { hasMonthlyFee, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { providerTerms, type Payer } from './payment-methods';
import { paidMonthlyPayments } from './paid-monthly-payments';
import { priceOrder, type Price } from './pricing';
import { pricingTerms } from './pricing-terms';

/** One monthly fee of a membership with a method, in cents, and the tax rate (percent) it was priced at. */
export interface MonthlyPrice {
  membershipId: number;
  paymentBy: PaymentBy;
  taxRate: number;
  /** The monthly payments of this level already paid: the next one's position in the schedule. */
  paidMonthlyPayments: number;
  price: Price;
}

/**
 * What the next monthly fee of a membership costs with a method: the same pricing a monthly order gets, so the figure
 * shown before paying is the figure charged. `paid` is the member's paid monthly payments of that level (0: the first).
 * Plans without a monthly fee say so.
 */
export async function monthlyAmount(db: Db, membershipId: number, paymentBy: PaymentBy = WALLET_PAYMENT, payer?: Payer, paid = 0): Promise<MonthlyPrice> {
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!membership) throw new AppError('MEMBERSHIP_NOT_FOUND');
  if (!hasMonthlyFee(membership)) throw new AppError('NOT_MONTHLY_PAYMENT');
  const terms = await providerTerms(db, paymentBy, payer);
  if (!terms.active) throw new AppError('PAYMENT_METHOD_INACTIVE');
  const pricing = await pricingTerms(db);
  const price = priceOrder({ type: 'monthly', current: membership, target: membership, extra: {}, terms, pricing, paidUntil: null, paidMonthlyPayments: paid });
  return { membershipId: membership.id, paymentBy, taxRate: pricing.taxRatePercent, paidMonthlyPayments: paid, price };
}

/** A member's next monthly fee (the wallet's: before any provider fee) and the day it falls due. */
export interface NextMonthlyPrice extends MonthlyPrice {
  userId: number;
  dueOn: string | null;
}

/** The viewer's own next monthly fee (an admin: anyone's); somebody else's is "user not found". */
export async function nextMonthlyAmount(db: Db, viewer: SessionUser, userId: number): Promise<NextMonthlyPrice> {
  assertOwnerOrAdmin(viewer, userId, 'USER_NOT_FOUND');
  const [member] = await db.select({ membershipId: users.membershipId, paidUntil: users.paidUntil }).from(users).where(eq(users.id, userId));
  if (!member) throw new AppError('USER_NOT_FOUND');
  if (!member.membershipId) throw new AppError('NOT_MONTHLY_PAYMENT');
  const paid = await paidMonthlyPayments(db, userId, member.membershipId);
  return { userId, ...(await monthlyAmount(db, member.membershipId, WALLET_PAYMENT, undefined, paid)), dueOn: member.paidUntil };
}
