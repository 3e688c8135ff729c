import { paymentRejectSchema, REJECT_REASON_MAX } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { formatEuros } from '@/lib/format';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { useRejectPayment } from '@/features/admin/payments/api/reject-payment';

/** Rejects a payment with the reason the member is told; the same rule as the server (paymentRejectSchema). */
export function RejectPaymentButton({ payment }: { payment: AdminPayment }) {
  const { t, i18n } = useTranslation();
  const reject = useRejectPayment();
  const { username } = payment.member;
  return (
    <ReasonActionButton
      schema={paymentRejectSchema}
      required
      maxLength={REJECT_REASON_MAX}
      label={t('admin.reject.button')}
      ariaLabel={t('admin.reject.buttonFor', { username })}
      title={t('admin.reject.title')}
      text={t('admin.reject.text', { username, amount: formatEuros(payment.amount, i18n.language) })}
      reasonHint={t('admin.reject.reasonHint')}
      submitLabel={t('admin.reject.submit')}
      keepLabel={t('admin.cancel')}
      action={async (reason) => {
        await reject.mutateAsync({ id: payment.id, reason: reason ?? '' });
        return t('admin.reject.done', { username });
      }}
    />
  );
}
