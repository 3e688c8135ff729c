import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminReservation } from '@vo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceAmounts } from '@/components/bookings/balance-amounts';
import { reservationTitle } from '@/lib/reservation-title';
import { useFormat } from '@/lib/use-format';
import { userIdOf } from '../lib/reservation-text';

type Facts = [label: string, value: ReactNode][];

/** Who of the staff booked it by phone: their name and username (to their console page), and how. */
function StaffMember({ staff }: { staff: NonNullable<AdminReservation['bookedBy']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} data-testid="reservation-booked-by">
      <Anchor component={Link} to={`/admin/members/${staff.id}`} size="sm">
        {staff.name ? `${staff.name} (${staff.username})` : staff.username}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('adminReservations.detail.byPhone')}
      </Text>
    </Stack>
  );
}

/** A reservation's summary for its console page: what and for whom, its money by balance, and its history. */
export function useReservationFacts(r: AdminReservation): { booking: Facts; money: Facts; history: Facts } {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const label = (key: string) => t(`adminReservations.detail.${key}`);
  const booking: Facts = [
    [label('type'), t(`adminReservations.types.${r.type}`)],
    [label('booked'), reservationTitle(r, i18n.language)],
    [label('dateAt'), format.day(r.dateAt)],
    [label('seats'), r.seats],
    [label('member'), (
      <Anchor component={Link} to={`/admin/members/${userIdOf(r.user['@id'])}`} size="sm">
        {r.user.username}
      </Anchor>
    )],
    [label('bookedBy'), r.bookedBy ? <StaffMember staff={r.bookedBy} /> : t('adminReservations.detail.byMember')],
  ];
  const money: Facts = [
    [label('total'), format.euros(r.total)],
    [label('deposit'), format.euros(r.deposit)],
    [label('paid'), <BalanceAmounts amounts={r.paid} testId="reservation-paid" valueTestIdPrefix="paid" />],
    [label('amountPaid'), format.euros(r.amountPaid)],
    // Nothing is due on a cancelled reservation, whatever it lacked.
    [label('amountDue'), r.status === 'cancelled' ? '—' : format.euros(r.amountDue)],
    [label('travelPointsMax'), format.euros(r.travelPointsMax)],
  ];
  const history: Facts = [
    [label('createAt'), format.dateTime(r.createAt)],
    [label('confirmedAt'), r.confirmedAt ? format.dateTime(r.confirmedAt) : '—'],
    [label('cancelledAt'), r.cancelledAt ? format.dateTime(r.cancelledAt) : '—'],
    ...(r.cancelReason ? [[label('cancelReason'), r.cancelReason] as Facts[number]] : []),
  ];
  return { booking, money, history };
}
