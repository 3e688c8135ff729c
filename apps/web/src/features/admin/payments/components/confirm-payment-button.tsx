import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { formatEuros } from '@/lib/format';
import { useConfirmPayment } from '@/features/admin/payments/api/confirm-payment';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';

/** Confirms a received bank transfer after asking: confirming activates the member's order, and cannot be undone here. */
export function ConfirmPaymentButton({ payment }: { payment: AdminPayment }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmPayment();
  const { username } = payment.member;
  const amount = formatEuros(payment.amount, i18n.language);
  return (
    <ConfirmActionButton
      label={t('admin.confirm.button')}
      ariaLabel={t('admin.confirm.buttonFor', { username })}
      title={t('admin.confirm.title')}
      text={t('admin.confirm.text', { amount, username })}
      submitLabel={t('admin.confirm.submit')}
      action={async () => t((await confirm.mutateAsync(payment.id)).changed ? 'admin.confirm.done' : 'admin.confirm.already', { username, amount })}
    />
  );
}
