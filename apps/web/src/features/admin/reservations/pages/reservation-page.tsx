import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import type { AdminReservation } from '@vo/domain';
import { FactList } from '@/features/admin/members/components/fact-list';
import { useAdminReservation } from '@/features/admin/reservations/api/get-admin-reservation';
import { ReservationActions } from '@/features/admin/reservations/components/reservation-actions';
import { useReservationFacts } from '@/features/admin/reservations/components/reservation-facts';
import { ADMIN_RESERVATIONS_PATH } from '@/features/admin/reservations/lib/reservation-text';
import { ReservationStatusBadge } from '@/components/bookings/reservation-status-badge';
import { PassengersList } from '@/components/passengers/passengers-list';
import { reservationTitle } from '@/lib/reservation-title';

function ReservationDetail({ reservation }: { reservation: AdminReservation }) {
  const { t, i18n } = useTranslation();
  const facts = useReservationFacts(reservation);
  return (
    <Stack gap="md" data-testid="reservation-detail" data-status={reservation.status}>
      <PageHeader title={t('adminReservations.detail.title', { code: reservation.code })} subtitle={reservationTitle(reservation, i18n.language)}>
        <Group justify="space-between" gap="sm">
          <ReservationStatusBadge status={reservation.status} />
          <ReservationActions reservation={reservation} />
        </Group>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('adminReservations.detail.booking')}>
          <FactList facts={facts.booking} />
        </SectionCard>
        <SectionCard title={t('adminReservations.detail.money')}>
          <FactList facts={facts.money} />
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('adminReservations.detail.passengers', { count: reservation.passengers.length })}>
        <PassengersList passengers={reservation.passengers} />
      </SectionCard>
      <SectionCard title={t('adminReservations.detail.history')}>
        <FactList facts={facts.history} />
      </SectionCard>
    </Stack>
  );
}

/** One reservation in the console: member, item, passengers, money by balance, history, and the staff actions. */
export function ReservationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const reservation = useAdminReservation(id);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={ADMIN_RESERVATIONS_PATH} size="sm">
        {t('adminReservations.detail.back')}
      </Anchor>
      {reservation.isError ? <ServerErrorAlert error={reservation.error} /> : reservation.isPending ? <PageLoader /> : <ReservationDetail reservation={reservation.data} />}
    </Stack>
  );
}

export { ReservationPage as Component };
