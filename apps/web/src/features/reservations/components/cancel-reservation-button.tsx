import { reservationCancelSchema, type Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { CancellationTermsSummary, type CancellationTerms } from '@/components/bookings/cancellation-terms';
import { ReasonActionButton } from '@/components/ui/reason-action-button';
import { useCancelReservation } from '../api/cancel-reservation';

/** "Cancel": the refund by balance, what is kept, the free-until day and an optional reason. */
export function CancelReservationButton({ reservation, terms }: { reservation: Reservation; terms: CancellationTerms }) {
  const { t } = useTranslation();
  const cancel = useCancelReservation();
  return (
    <ReasonActionButton
      schema={reservationCancelSchema}
      required={false}
      maxLength={500}
      size="sm"
      label={t('reservations.cancel.button')}
      ariaLabel={t('reservations.cancel.buttonFor', { code: reservation.code })}
      title={t('reservations.cancel.title', { code: reservation.code })}
      text={t('reservations.cancel.text')}
      details={<CancellationTermsSummary terms={terms} />}
      reasonHint={t('reservations.cancel.reasonHint')}
      submitLabel={t('reservations.cancel.submit')}
      keepLabel={t('reservations.keep')}
      action={async (reason) => {
        const cancelled = await cancel.mutateAsync({ id: reservation.id, reason });
        return t('reservations.cancel.done', { code: cancelled.code });
      }}
      testId="cancel-reservation"
    />
  );
}
