import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReservationStatusBadge } from '@/components/bookings/reservation-status-badge';
import { TicketDownloadButton } from '@/components/bookings/ticket-download-button';
import { PassengersList } from '@/components/passengers/passengers-list';
import { Facts } from '@/components/ui/facts';
import { PageHeader } from '@/components/ui/page-header';
import { ItemStates } from '@/components/ui/item-states';
import { SectionCard } from '@/components/ui/section-card';
import { RESERVATIONS_PATH } from '@/lib/reservation-paths';
import { reservationTitle } from '@/lib/reservation-title';
import { useFormat } from '@/lib/use-format';
import { reservationQueryOptions } from '../api/reservation-query';
import { CancelReservationButton } from '../components/cancel-reservation-button';
import { PayRestButton } from '../components/pay-rest-button';
import { ReservationAmounts } from '../components/reservation-amounts';

function ReservationDetail({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const canPay = reservation.status === 'pending' && reservation.amountDue > 0;
  return (
    <Stack gap="md" maw={1100} data-testid="reservation-detail" data-status={reservation.status}>
      <Anchor component={Link} to={RESERVATIONS_PATH} size="sm">
        ← {t('reservations.title')}
      </Anchor>
      <PageHeader title={t('reservations.detailTitle', { code: reservation.code })} subtitle={reservationTitle(reservation, i18n.language)}>
        <ReservationStatusBadge status={reservation.status} />
      </PageHeader>
      <SectionCard title={t('reservations.booking')}>
        <Stack gap="sm">
          <Facts
            cols={{ base: 2, sm: 4 }}
            facts={[
              { label: t('reservations.columns.code'), value: reservation.code, testId: 'reservation-code' },
              { label: t('reservations.columns.type'), value: t(`reservations.types.${reservation.type}`) },
              { label: t('reservations.columns.date'), value: format.day(reservation.dateAt) },
              { label: t('reservations.bookedOn'), value: format.dateTime(reservation.createAt) },
            ]}
          />
          {reservation.cancelledAt && (
            <Text size="sm" c="dimmed" data-testid="reservation-cancelled">
              {t('reservations.cancelledOn', { when: format.dateTime(reservation.cancelledAt) })}
              {reservation.cancelReason ? ` — ${reservation.cancelReason}` : ''}
            </Text>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title={t('reservations.amounts')}>
        <ReservationAmounts reservation={reservation} />
      </SectionCard>
      <SectionCard title={t('reservations.passengers.title')}>
        <PassengersList passengers={reservation.passengers} />
      </SectionCard>
      {(canPay || reservation.cancellation || reservation.ticket) && (
        <Group gap="sm" justify="flex-end">
          {reservation.ticket && <TicketDownloadButton reservation={{ ticket: reservation.ticket, code: reservation.code }} variant="light" size="sm" />}
          {reservation.cancellation && <CancelReservationButton reservation={reservation} terms={reservation.cancellation} />}
          {canPay && <PayRestButton reservation={reservation} />}
        </Group>
      )}
    </Stack>
  );
}

/** One of my reservations: state, passengers, money by balance, and what can be done with it now. */
export function ReservationPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...reservationQueryOptions(id), enabled: valid });
  return (
    <ItemStates query={query} valid={valid}>
      {(reservation) => <ReservationDetail reservation={reservation} />}
    </ItemStates>
  );
}

export { ReservationPage as Component };
