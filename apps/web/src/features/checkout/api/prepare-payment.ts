import type { Payment, PaymentBy, PaymentRequestType, RegisterOrder } from '@vo/domain';
import { apiFetch } from '@/api/client';

export interface PaymentPreparation {
  paymentBy: PaymentBy;
  type: PaymentRequestType;
  /** What the member is doing (upgrade, monthly, annual, enjoy_points): kept with the payment for the admin. */
  action: string;
  /** The membership of the order: the one bought, or the member's own for fees and points. */
  membership: number;
  extra: Record<string, string>;
}

/**
 * Spec section 4, the two-step preparation: POST /api/payments (amount 0: the server prices it), then
 * POST /api/register_orders referencing it. Either failure is passed on; the payment then waits pending.
 */
export async function preparePayment({ paymentBy, type, action, membership, extra }: PaymentPreparation): Promise<Payment> {
  const payment = await apiFetch<Payment>('/api/payments', { method: 'POST', body: { paymentBy, action, amount: 0, type } });
  await apiFetch<RegisterOrder>('/api/register_orders', { method: 'POST', body: { newMember: membership, payment: payment.id, extra } });
  return payment;
}
