import type { AdminReservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useFormat } from '@/lib/use-format';
import { useMarkReservationPaid } from '../api/mark-reservation-paid';

/** Records that the rest was paid outside the back office: no ledger movement, and no refund through it later. */
export function MarkPaidButton({ reservation }: { reservation: AdminReservation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const markPaid = useMarkReservationPaid();
  const { code } = reservation;
  return (
    <ConfirmActionButton
      label={t('adminReservations.markPaid.button')}
      ariaLabel={t('adminReservations.markPaid.buttonFor', { code })}
      title={t('adminReservations.markPaid.title', { code })}
      text={t('adminReservations.markPaid.text', { amount: format.euros(reservation.amountDue), username: reservation.user.username })}
      submitLabel={t('adminReservations.markPaid.submit')}
      keepLabel={t('adminReservations.keep')}
      testId="reservation-mark-paid"
      action={async () => {
        await markPaid.mutateAsync(reservation.id);
        return t('adminReservations.markPaid.done', { code });
      }}
    />
  );
}
