import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENJOY_POINTS_PAYMENT, type Payment, type RegisterOrder } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ENJOY_PASS_ACCESSES_QUERY_KEY } from './get-enjoy-pass-accesses';
import { PAYMENTS_QUERY_KEY } from './get-enjoy-payments';
import { WALLET_QUERY_KEY } from '@/api/wallet';

export interface EnjoyPassPurchase {
  passes: number;
  /** The member's membership: the register order names it (spec section 3 "newMember"). */
  membershipId: number;
}

/**
 * Spec section 4, the two-step preparation with the amount entered (the passes, 1 Enjoy Point each), then
 * POST /api/payments/confirmPayment/{id}, which takes the points. Any failing step is passed on; an order the
 * points could not pay is cancelled, so it does not linger as pending.
 */
export async function buyEnjoyPass({ passes, membershipId }: EnjoyPassPurchase): Promise<Payment> {
  const payment = await apiFetch<Payment>('/api/payments', {
    method: 'POST',
    body: { paymentBy: ENJOY_POINTS_PAYMENT, action: 'enjoy_pass', amount: passes, type: 'movement', enjoypass: passes },
  });
  const order = await apiFetch<RegisterOrder>('/api/register_orders', {
    method: 'POST',
    body: { newMember: membershipId, payment: payment.id, extra: { enjoypass: String(passes) } },
  });
  try {
    return await apiFetch<Payment>(`/api/payments/confirmPayment/${payment.id}`, { method: 'POST' });
  } catch (error) {
    await apiFetch(`/api/register_orders/${order.id}`, { method: 'PUT', body: { status: 'cancelled' } }).catch(() => undefined);
    throw error;
  }
}

export function useBuyEnjoyPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyEnjoyPass,
    // Whatever happened, balance and history show the server's truth afterwards.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ENJOY_PASS_ACCESSES_QUERY_KEY }),
      ]),
  });
}
