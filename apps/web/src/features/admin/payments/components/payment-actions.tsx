import { Group } from '@mantine/core';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { ConfirmPaymentButton } from './confirm-payment-button';
import { RejectPaymentButton } from './reject-payment-button';

/** A bank transfer waiting for the admin: the only payments confirmed by hand (DESIGN.md section 7). */
export const awaitsBankTransfer = (p: AdminPayment) => p.status === 'pending' && p.paymentBy === 'TRANS_PAYMENT';

/** Confirm and Reject, on the payments an admin acts on. */
export function PaymentActions({ payment }: { payment: AdminPayment }) {
  if (!awaitsBankTransfer(payment)) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <ConfirmPaymentButton payment={payment} />
      <RejectPaymentButton payment={payment} />
    </Group>
  );
}
