import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { RESERVATION_SORTS, reservationsQueryOptions, type ReservationFilter, type ReservationSort } from '../api/get-reservations';
import { useReservationColumns } from '../components/reservation-columns';
import { ReservationFilters } from '../components/reservation-filters';

/** My reservations: filtered, sorted and paged by the server; a locator opens the reservation. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const columns = useReservationColumns();
  const list = usePagedList({
    id: 'reservations',
    sorts: RESERVATION_SORTS,
    defaultSort: { id: 'dateAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<ReservationSort, ReservationFilter>) => reservationsQueryOptions({ page, itemsPerPage, sort, ...filter }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('reservations.title')} subtitle={t('reservations.subtitle')} />
      <SectionCard>
        <ReservationFilters filter={list.filter} onFilter={list.setFilter} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(reservation) => reservation.id}
          minWidth={900}
          emptyText={list.filtered ? t('reservations.noMatches') : t('reservations.empty')}
          emptyTestId="reservations-empty"
          testId="reservations-table"
          cardsTestId="reservations-cards"
          rowTestId="reservation-row"
          rowAttributes={(reservation) => ({ 'data-code': reservation.code, 'data-status': reservation.status })}
        />
      </SectionCard>
    </Stack>
  );
}

export { ReservationsPage as Component };
