import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { formatEuros } from '@/lib/format';
import { useCancelTransfer } from '@/features/payouts/api/cancel-transfer';
import type { Transfer } from '@/features/payouts/api/get-transfers';

/** A pending request can be withdrawn after asking: the amount goes back to the available balance. */
export function CancelTransferButton({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelTransfer();
  const amount = formatEuros(transfer.requestAmount, i18n.language);

  return (
    <ConfirmActionButton
      destructive
      label={t('payouts.cancel.button')}
      ariaLabel={t('payouts.cancel.button')}
      title={t('payouts.cancel.title')}
      text={t('payouts.cancel.text', { amount })}
      submitLabel={t('payouts.cancel.submit')}
      keepLabel={t('payouts.cancel.keep')}
      action={async () => {
        // Awaited, not a mutate() callback: the refreshed list drops this row (and this button) first.
        await cancel.mutateAsync(transfer.id);
        return t('payouts.cancel.done', { amount });
      }}
      testId="transfer-cancel"
    />
  );
}
