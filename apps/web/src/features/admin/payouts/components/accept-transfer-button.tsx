import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useFormat } from '@/lib/use-format';
import { useAcceptTransfer } from '@/features/admin/payouts/api/accept-transfer';
import type { Transfer } from '@vo/domain';

/** Accepts a payout after asking: it is paid from the company's account and invoiced, which cannot be undone here. */
export function AcceptTransferButton({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const accept = useAcceptTransfer();
  const { username } = transfer;
  const amount = format.euros(transfer.actualAmount);
  return (
    <ConfirmActionButton
      label={t('admin.payouts.accept.button')}
      ariaLabel={t('admin.payouts.accept.buttonFor', { username })}
      title={t('admin.payouts.accept.title')}
      text={t('admin.payouts.accept.text', { amount, username, iban: format.iban(transfer.iban) })}
      submitLabel={t('admin.payouts.accept.submit')}
      testId="payout-accept"
      action={async () => {
        await accept.mutateAsync(transfer.id);
        return t('admin.payouts.accept.done', { username, amount });
      }}
    />
  );
}
