import { centsToEuros, type BankTransferInstructions, type PaymentInstructions } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { payments } from '../db/schema';
import { AppError } from '../lib/errors';
import { readVariables } from '../settings/variables.service';
import type { CardProvider } from './card/card-provider';

type Payment = typeof payments.$inferSelect;

/** The card payment's PaymentIntent, opened once and remembered as the payment's provider reference. */
async function cardIntent(db: Db | Tx, payment: Payment, card: CardProvider) {
  if (payment.providerReference) return card.readIntent(payment.providerReference);
  const intent = await card.openIntent(payment);
  await db.update(payments).set({ providerReference: intent.id }).where(eq(payments.id, payment.id));
  return intent;
}

/** A bank transfer of `payment`: the company account (variables), its total and the member's username as concept (spec section 4). */
export async function bankTransferInstructions(db: Db | Tx, payment: Payment, username: string): Promise<BankTransferInstructions> {
  const company = await readVariables(db, ['companyIban', 'companyName'] as const);
  return { paymentId: payment.id, method: 'TRANS_PAYMENT', iban: company.companyIban, beneficiary: company.companyName, concept: username, amount: centsToEuros(payment.total) };
}

/**
 * How to pay a pending payment: for a bank transfer the company IBAN, the amount and the
 * member's username as the concept (spec section 4); for the wallet, the amount to debit; for a
 * card, the PaymentIntent's client secret and the publishable key Stripe Elements needs.
 */
export async function paymentInstructions(db: Db | Tx, payment: Payment, username: string, card: CardProvider | null): Promise<PaymentInstructions> {
  if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_VALID');
  const amount = centsToEuros(payment.total);
  if (payment.paymentBy === 'TRANS_PAYMENT') return bankTransferInstructions(db, payment, username);
  if (payment.paymentBy === 'STRIPE_PAYMENT' && card) {
    const intent = await cardIntent(db, payment, card);
    return { paymentId: payment.id, method: payment.paymentBy, amount, clientSecret: intent.clientSecret, publishableKey: card.publishableKey };
  }
  if (payment.paymentBy === 'STRIPE_PAYMENT') throw new AppError('CARD_NOT_CONFIGURED');
  return { paymentId: payment.id, method: payment.paymentBy, amount };
}
