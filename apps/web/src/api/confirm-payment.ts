import { apiFetch } from '@/api/client';
import type { Payment } from '@vo/domain';

/**
 * POST /api/payments/confirmPayment/{id}: a wallet payment is debited and confirmed; a card payment is checked
 * with the card provider. Answers the payment: 'paid', or 'pending' while the card provider is still processing.
 */
export function confirmPayment(id: number): Promise<Payment> {
  return apiFetch<Payment>(`/api/payments/confirmPayment/${id}`, { method: 'POST' });
}
