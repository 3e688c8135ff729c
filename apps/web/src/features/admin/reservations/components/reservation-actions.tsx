import { Group } from '@mantine/core';
import { canMoveReservation, type Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadTicket } from '../api/download-ticket';
import { CancelReservationButton } from './cancel-reservation-button';
import { ConfirmReservationButton } from './confirm-reservation-button';
import { MarkPaidButton } from './mark-paid-button';

/** The staff actions its state allows (the domain's state machine), and the ticket once there is one. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const { status, cancellation, ticket, code } = reservation;
  return (
    <Group gap="xs" data-testid="reservation-actions">
      {canMoveReservation(status, 'paid') && <MarkPaidButton reservation={reservation} />}
      {canMoveReservation(status, 'confirmed') && <ConfirmReservationButton reservation={reservation} />}
      {ticket && <DownloadButton download={() => downloadTicket(ticket, code)} label={t('adminReservations.downloadTicket')} variant="default" testId="reservation-ticket-download" />}
      {cancellation && <CancelReservationButton reservation={{ ...reservation, cancellation }} />}
    </Group>
  );
}
