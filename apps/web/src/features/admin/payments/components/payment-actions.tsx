import { Group } from '@mantine/core';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { ConfirmPaymentButton } from './confirm-payment-button';
import { RefundPaymentButton } from './refund-payment-button';
import { RejectPaymentButton } from './reject-payment-button';

/** A bank transfer waiting for the admin: the only payments confirmed by hand (DESIGN.md section 7). */
export const awaitsBankTransfer = (p: AdminPayment) => p.status === 'pending' && p.paymentBy === 'TRANS_PAYMENT';

/** A paid payment may be refunded (issue 19), after its preview. */
export const hasPaymentActions = (p: AdminPayment) => awaitsBankTransfer(p) || p.status === 'paid';

/** Confirm and Reject a waiting bank transfer; Refund a paid payment. */
export function PaymentActions({ payment }: { payment: AdminPayment }) {
  if (payment.status === 'paid') return <RefundPaymentButton payment={payment} />;
  if (!awaitsBankTransfer(payment)) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <ConfirmPaymentButton payment={payment} />
      <RejectPaymentButton payment={payment} />
    </Group>
  );
}
