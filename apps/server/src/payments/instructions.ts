import { centsToEuros, WALLET_PAYMENT } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import type { payments } from '../db/schema';
import { AppError } from '../lib/errors';
import { readVariables } from '../settings/variables.service';

/**
 * How to pay a pending payment: for a bank transfer the company IBAN, the amount and the
 * member's username as the concept (spec section 4); for the wallet, the amount to debit.
 */
export async function paymentInstructions(db: Db | Tx, payment: typeof payments.$inferSelect, username: string) {
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_VALID');
  const amount = centsToEuros(payment.total);
  if (payment.paymentBy === 'TRANS_PAYMENT') {
    const company = await readVariables(db, ['companyIban', 'companyName'] as const);
    return { paymentId: payment.id, method: payment.paymentBy, iban: company.companyIban, beneficiary: company.companyName, concept: username, amount };
  }
  if (payment.paymentBy === WALLET_PAYMENT) return { paymentId: payment.id, method: payment.paymentBy, amount };
  throw new AppError('CARD_NOT_CONFIGURED');
}
