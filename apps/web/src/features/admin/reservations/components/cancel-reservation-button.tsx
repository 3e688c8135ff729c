import { adminReservationCancelSchema, type AdminReservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { CancellationTermsSummary } from '@/components/bookings/cancellation-terms';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { useCancelReservation } from '../api/cancel-reservation';

/** The longest reason the server keeps (adminReservationCancelSchema). */
const REASON_MAX = 500;

/** Cancels with the reason the member reads, after showing what goes back to which balance. */
export function CancelReservationButton({ reservation }: { reservation: AdminReservation & { cancellation: NonNullable<AdminReservation['cancellation']> } }) {
  const { t } = useTranslation();
  const cancel = useCancelReservation();
  const { code } = reservation;
  return (
    <ReasonActionButton
      schema={adminReservationCancelSchema}
      required
      maxLength={REASON_MAX}
      label={t('adminReservations.cancel.button')}
      ariaLabel={t('adminReservations.cancel.buttonFor', { code })}
      title={t('adminReservations.cancel.title', { code })}
      text={t('adminReservations.cancel.text', { username: reservation.user.username })}
      reasonHint={t('adminReservations.cancel.reasonHint')}
      submitLabel={t('adminReservations.cancel.submit')}
      keepLabel={t('adminReservations.keep')}
      testId="reservation-cancel"
      details={<CancellationTermsSummary terms={reservation.cancellation} />}
      action={async (reason) => {
        await cancel.mutateAsync({ id: reservation.id, reason: reason ?? '' });
        return t('adminReservations.cancel.done', { code });
      }}
    />
  );
}
