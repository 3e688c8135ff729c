import { Anchor } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReservationStatusBadge } from '@/components/bookings/reservation-status-badge';
import type { Column } from '@/components/ui/data-table-column';
import { reservationPath } from '@/lib/reservation-paths';
import { reservationTitle } from '@/lib/reservation-title';
import { useFormat } from '@/lib/use-format';
import type { ReservationSort } from '../api/get-reservations';

/** Locator (it opens the reservation), what, when, status and the money: total, paid, due. */
export function useReservationColumns(): Column<Reservation, ReservationSort>[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return [
    {
      id: 'code',
      header: t('reservations.columns.code'),
      sort: 'code',
      cell: (r) => (
        <Anchor component={Link} to={reservationPath(r.id)} fw={700} ff="monospace" data-testid="reservation-link">
          {r.code}
        </Anchor>
      ),
      nowrap: true,
      card: 'title',
    },
    { id: 'what', header: t('reservations.columns.what'), cell: (r) => `${reservationTitle(r, i18n.language)} · ${t(`reservations.types.${r.type}`)}`, miw: 200, card: 'body' },
    { id: 'date', header: t('reservations.columns.date'), sort: 'dateAt', cell: (r) => format.day(r.dateAt), nowrap: true, card: 'subtitle' },
    { id: 'status', header: t('reservations.columns.status'), sort: 'status', cell: (r) => <ReservationStatusBadge status={r.status} />, card: 'aside' },
    { id: 'total', header: t('reservations.columns.total'), sort: 'total', cell: (r) => format.euros(r.total), align: 'right', nowrap: true, fw: 600, card: 'meta' },
    { id: 'paid', header: t('reservations.columns.paid'), cell: (r) => format.euros(r.amountPaid), align: 'right', nowrap: true, card: 'meta' },
    {
      id: 'due',
      header: t('reservations.columns.due'),
      cell: (r) => format.euros(r.amountDue),
      align: 'right',
      nowrap: true,
      fw: 700,
      card: 'meta',
    },
  ];
}
