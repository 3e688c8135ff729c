import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { useRejectPayment } from '@/features/admin/payments/api/reject-payment';
import { PaymentReasonButton } from './payment-reason-button';

/** Rejects a payment with the reason the member is told. */
export function RejectPaymentButton({ payment }: { payment: AdminPayment }) {
  const reject = useRejectPayment();
  return <PaymentReasonButton payment={payment} kind="reject" run={(reason) => reject.mutateAsync({ id: payment.id, reason })} />;
}
