import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_RESERVATION_SORTS, adminReservationsQueryOptions, type AdminReservationSort } from '@/features/admin/reservations/api/get-admin-reservations';
import { useReservationColumns } from '@/features/admin/reservations/components/reservation-columns';
import { ReservationFilters, type ReservationFilterValues } from '@/features/admin/reservations/components/reservation-filters';
import { PHONE_BOOKING_PATH } from '@/features/admin/reservations/lib/reservation-text';

const LIVE = { live: true, cancelled: false } as const;

/** Issue 15: every member's reservations, searched, filtered, sorted and paged by the server; each opens its detail. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const columns = useReservationColumns();
  const list = usePagedList({
    id: 'admin-reservations',
    sorts: ADMIN_RESERVATION_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter, search }: PagedParams<AdminReservationSort, ReservationFilterValues>) =>
      adminReservationsQueryOptions({
        page, itemsPerPage, sort, search, status: filter.status, type: filter.type, passenger: filter.passenger, item: filter.item,
        isActive: filter.state === 'live' || filter.state === 'cancelled' ? LIVE[filter.state] : undefined,
      }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeader title={t('adminReservations.title')} subtitle={t('adminReservations.subtitle')} />
        <Button component={Link} to={PHONE_BOOKING_PATH} data-testid="phone-booking-link">
          {t('adminReservations.phoneBooking.open')}
        </Button>
      </Group>
      <SectionCard>
        <ReservationFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(r) => r.id}
          minWidth={1000}
          nowrap
          emptyText={list.filtered ? t('adminReservations.noMatches') : t('adminReservations.empty')}
          emptyTestId="admin-reservations-empty"
          testId="admin-reservations-table"
          rowTestId="admin-reservation-row"
          rowAttributes={(r) => ({ 'data-code': r.code, 'data-status': r.status })}
        />
      </SectionCard>
    </Stack>
  );
}

export { ReservationsPage as Component };
