import { AmountRuleError, enjoyPassCost, ENJOY_POINTS_PAYMENT, eurosToCents, type PaymentBy } from '@vo/domain';
import type { Tx } from '../db/client';
import type { PAYMENT_TYPES, payments } from '../db/schema';
import { AppError } from '../lib/errors';
import { pricingTerms } from './pricing-terms';

type PaymentType = (typeof PAYMENT_TYPES)[number];
type Payment = typeof payments.$inferSelect;

/** The Enjoy Points (ledger units) a count of passes costs; a count not on offer is a violation of `field`. */
export function passesCost(passes: number, options: readonly number[], field: string): number {
  try {
    return enjoyPassCost(passes, options);
  } catch (error) {
    if (error instanceof AmountRuleError) throw AppError.validation(field, error.violation.code, error.violation.params);
    throw error;
  }
}

export interface PassPaymentRequest {
  paymentBy: PaymentBy;
  type: PaymentType;
  amount?: number;
  enjoypass?: number;
}

/**
 * Step 1 of an Enjoy Pass (docs/decisions/024-enjoy-pass-paid-with-enjoy-points.md: paid with Enjoy Points, one point per pass): Enjoy Points pay a
 * "movement" only; a count in the body must be on offer and, as spec section 4 says, equal the amount entered.
 */
export async function checkPassPayment(tx: Tx, request: PassPaymentRequest): Promise<void> {
  const byPoints = request.paymentBy === ENJOY_POINTS_PAYMENT;
  if (byPoints && request.type !== 'movement') throw AppError.validation('paymentBy', 'validation.enjoyPointsPayOnlyPass');
  if (request.enjoypass === undefined) return;
  if (!byPoints) throw AppError.validation('paymentBy', 'validation.enjoyPassPaidWithPoints');
  const cost = passesCost(request.enjoypass, (await pricingTerms(tx)).enjoyPassOptions, 'enjoypass');
  if (request.amount && eurosToCents(request.amount) !== cost) throw AppError.validation('amount', 'validation.invalid', { name: 'amount' });
}

/**
 * What an order makes of its payment (step 2). A "movement" buys what its extra names: Enjoy Points
 * (`enjoypoints`) or an Enjoy Pass (`enjoypass`). Enjoy Points pay an Enjoy Pass and nothing else.
 */
export function orderedType(payment: Payment, extra: Record<string, string>): PaymentType {
  if (payment.type !== 'movement') {
    if (payment.paymentBy === ENJOY_POINTS_PAYMENT) throw AppError.validation('paymentBy', 'validation.enjoyPointsPayOnlyPass');
    return payment.type;
  }
  if (extra.enjoypass && extra.enjoypoints) throw AppError.validation('extra', 'validation.invalid', { name: 'extra' });
  if (!extra.enjoypass) {
    if (payment.paymentBy === ENJOY_POINTS_PAYMENT) throw AppError.validation('paymentBy', 'validation.enjoyPointsPayOnlyPass');
    return extra.enjoypoints ? 'enjoy_points' : payment.type;
  }
  if (payment.paymentBy !== ENJOY_POINTS_PAYMENT) throw AppError.validation('paymentBy', 'validation.enjoyPassPaidWithPoints');
  // The count given in step 1, if any, is the one the member chose: the order may not change it.
  if (payment.enjoyPass !== null && Number(extra.enjoypass) !== payment.enjoyPass) {
    throw AppError.validation('extra.enjoypass', 'validation.invalid', { name: 'enjoypass' });
  }
  return 'enjoy_pass';
}
