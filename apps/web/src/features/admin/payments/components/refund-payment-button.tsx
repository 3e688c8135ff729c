import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { useRefundPayment } from '@/features/admin/payments/api/refund-payment';
import { PaymentReasonButton } from './payment-reason-button';
import { RefundPreview } from './refund-preview';

/** Refunds a paid payment with a reason, after showing what will be reversed (the dialog reads the preview when it opens). */
export function RefundPaymentButton({ payment }: { payment: AdminPayment }) {
  const refund = useRefundPayment();
  return (
    <PaymentReasonButton
      payment={payment}
      kind="refund"
      testId="refund-payment"
      details={<RefundPreview paymentId={payment.id} />}
      run={(reason) => refund.mutateAsync({ id: payment.id, reason })}
    />
  );
}
