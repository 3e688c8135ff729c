import { Group } from '@mantine/core';
import { canMoveReservation, type AdminReservation } from '@vo/domain';
import { TicketDownloadButton } from '@/components/bookings/ticket-download-button';
import { CancelReservationButton } from './cancel-reservation-button';
import { ConfirmReservationButton } from './confirm-reservation-button';
import { MarkPaidButton } from './mark-paid-button';

/** The staff actions its state allows (the domain's state machine), and the ticket once there is one. */
export function ReservationActions({ reservation }: { reservation: AdminReservation }) {
  const { status, cancellation, ticket, code } = reservation;
  return (
    <Group gap="xs" data-testid="reservation-actions">
      {canMoveReservation(status, 'paid') && <MarkPaidButton reservation={reservation} />}
      {canMoveReservation(status, 'confirmed') && <ConfirmReservationButton reservation={reservation} />}
      {ticket && <TicketDownloadButton reservation={{ ticket, code }} variant="default" />}
      {cancellation && <CancelReservationButton reservation={{ ...reservation, cancellation }} />}
    </Group>
  );
}
