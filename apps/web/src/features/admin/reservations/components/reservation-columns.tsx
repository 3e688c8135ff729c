import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminReservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReservationStatusBadge } from '@/components/bookings/reservation-status-badge';
import type { Column } from '@/components/ui/data-table-column';
import { reservationTitle } from '@/lib/reservation-title';
import { useFormat } from '@/lib/use-format';
import type { AdminReservationSort } from '../api/get-admin-reservations';
import { adminReservationPath } from '../lib/reservation-text';

type ReservationColumn = Column<AdminReservation, AdminReservationSort>;

/** The console's reservation list: locator (to the detail), what and when, who, the money and the state. */
export function useReservationColumns(): ReservationColumn[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const type = (r: AdminReservation) => t(`adminReservations.types.${r.type}`);
  const holder = (r: AdminReservation) =>
    r.passengers.length > 1 ? t('adminReservations.holderAndOthers', { name: r.passengerName, count: r.passengers.length - 1 }) : r.passengerName;
  return [
    {
      id: 'code',
      header: t('adminReservations.columns.code'),
      sort: 'code',
      cell: (r) => (
        <Anchor component={Link} to={adminReservationPath(r.id)} fw={700} ff="monospace" aria-label={t('adminReservations.open', { code: r.code })}>
          {r.code}
        </Anchor>
      ),
      card: 'title',
      nowrap: true,
    },
    { id: 'createAt', header: t('adminReservations.columns.createAt'), sort: 'createAt', cell: (r) => format.dateTime(r.createAt), card: 'subtitle', nowrap: true },
    {
      id: 'booked',
      header: t('adminReservations.columns.booked'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} lineClamp={2} style={{ whiteSpace: 'normal' }}>
            {reservationTitle(r, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {type(r)}
          </Text>
        </Stack>
      ),
      card: 'body',
      miw: 220,
    },
    { id: 'dateAt', header: t('adminReservations.columns.dateAt'), sort: 'dateAt', cell: (r) => format.day(r.dateAt), nowrap: true },
    {
      id: 'member',
      header: t('adminReservations.columns.member'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {r.user.username}
          </Text>
          <Text size="xs" c="dimmed">
            {holder(r)}
          </Text>
        </Stack>
      ),
      cardCell: (r) => `${r.user.username} · ${holder(r)}`,
    },
    {
      id: 'total',
      header: t('adminReservations.columns.total'),
      sort: 'total',
      // What is still due under the total, so the table fits a laptop without scrolling sideways.
      cell: (r) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={700}>
            {format.euros(r.total)}
          </Text>
          {r.status === 'pending' && (
            <Text size="xs" c="dimmed">
              {t('adminReservations.due', { amount: format.euros(r.amountDue) })}
            </Text>
          )}
        </Stack>
      ),
      cardCell: (r) => format.euros(r.total),
      align: 'right',
      nowrap: true,
      card: 'meta',
    },
    {
      id: 'amountDue',
      header: t('adminReservations.columns.amountDue'),
      cell: (r) => (r.status === 'pending' ? format.euros(r.amountDue) : null),
      table: false,
      card: 'meta',
    },
    { id: 'status', header: t('adminReservations.columns.status'), sort: 'status', cell: (r) => <ReservationStatusBadge status={r.status} />, card: 'aside' },
  ];
}
