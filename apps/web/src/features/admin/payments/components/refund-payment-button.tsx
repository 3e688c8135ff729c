import { paymentRejectSchema, REJECT_REASON_MAX } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { useFormat } from '@/lib/use-format';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import { useRefundPayment } from '@/features/admin/payments/api/refund-payment';
import { RefundPreview } from './refund-preview';

/** Refunds a paid payment with a reason, after showing what will be reversed (the dialog reads the preview when it opens). */
export function RefundPaymentButton({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refund = useRefundPayment();
  const { username } = payment.member;
  return (
    <ReasonActionButton
      schema={paymentRejectSchema}
      required
      maxLength={REJECT_REASON_MAX}
      label={t('admin.refund.button')}
      ariaLabel={t('admin.refund.buttonFor', { username })}
      title={t('admin.refund.title')}
      text={t('admin.refund.text', { username, amount: format.euros(payment.amount) })}
      reasonHint={t('admin.refund.reasonHint')}
      submitLabel={t('admin.refund.submit')}
      keepLabel={t('admin.cancel')}
      testId="refund-payment"
      details={<RefundPreview paymentId={payment.id} />}
      action={async (reason) => {
        await refund.mutateAsync({ id: payment.id, reason: reason ?? '' });
        return t('admin.refund.done', { username });
      }}
    />
  );
}
