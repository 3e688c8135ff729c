import { paymentRejectSchema, REJECT_REASON_MAX } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { useFormat } from '@/lib/use-format';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';

interface PaymentReasonButtonProps {
  payment: AdminPayment;
  /** Its texts live under `admin.{kind}` (button, buttonFor, title, text, reasonHint, submit, done). */
  kind: 'reject' | 'refund';
  run: (reason: string) => Promise<unknown>;
  details?: ReactNode;
  testId?: string;
}

/** A console action on one payment that needs the reason the member is told; the same rule as the server (paymentRejectSchema). */
export function PaymentReasonButton({ payment, kind, run, details, testId }: PaymentReasonButtonProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { username } = payment.member;
  return (
    <ReasonActionButton
      schema={paymentRejectSchema}
      required
      maxLength={REJECT_REASON_MAX}
      label={t(`admin.${kind}.button`)}
      ariaLabel={t(`admin.${kind}.buttonFor`, { username })}
      title={t(`admin.${kind}.title`)}
      text={t(`admin.${kind}.text`, { username, amount: format.euros(payment.amount) })}
      reasonHint={t(`admin.${kind}.reasonHint`)}
      submitLabel={t(`admin.${kind}.submit`)}
      keepLabel={t('admin.cancel')}
      testId={testId}
      details={details}
      action={async (reason) => {
        await run(reason ?? '');
        return t(`admin.${kind}.done`, { username });
      }}
    />
  );
}
