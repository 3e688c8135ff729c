import { transferCancelSchema } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { formatEuros } from '@/lib/format';
import { useCancelTransfer } from '@/features/admin/payouts/api/cancel-transfer';
import type { Transfer } from '@vo/domain';

/** The server's limit (transferCancelSchema). */
const REASON_MAX = 500;

/** Cancels a payout with the reason the member reads in their history; the amount goes back to their wallet. */
export function CancelTransferButton({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelTransfer();
  const { username } = transfer;
  return (
    <ReasonActionButton
      schema={transferCancelSchema}
      required={false}
      maxLength={REASON_MAX}
      label={t('admin.payouts.cancel.button')}
      ariaLabel={t('admin.payouts.cancel.buttonFor', { username })}
      title={t('admin.payouts.cancel.title')}
      text={t('admin.payouts.cancel.text', { username, amount: formatEuros(transfer.requestAmount, i18n.language) })}
      reasonHint={t('admin.payouts.cancel.reasonHint')}
      submitLabel={t('admin.payouts.cancel.submit')}
      keepLabel={t('admin.payouts.cancel.keep')}
      testId="payout-cancel"
      action={async (reason) => {
        await cancel.mutateAsync({ id: transfer.id, reason });
        return t('admin.payouts.cancel.done', { username });
      }}
    />
  );
}
