import { useTranslation } from 'react-i18next';
import { PagedDataTable } from '@/components/ui/paged-data-table';
import type { PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_RESERVATION_SORTS, adminReservationsQueryOptions, type AdminReservationSort } from '@/features/admin/reservations/api/get-admin-reservations';
import { useReservationColumns } from '@/features/admin/reservations/components/reservation-columns';

/** The member's reservations, newest first, with the console's reservation columns (each opens its detail). */
export function MemberReservations({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  return (
    <PagedDataTable
      list={{
        id: `admin-member-reservations-${memberId}`,
        sorts: ADMIN_RESERVATION_SORTS,
        defaultSort: { id: 'createAt', direction: 'desc' },
        query: ({ page, itemsPerPage, sort }: PagedParams<AdminReservationSort, object>) =>
          adminReservationsQueryOptions({ page, itemsPerPage, sort, user: String(memberId) }),
      }}
      columns={useReservationColumns()}
      rowKey={(r) => r.id}
      minWidth={1000}
      nowrap
      emptyText={t('adminReservations.empty')}
      testId="member-reservations-table"
      rowTestId="member-reservation-row"
      rowAttributes={(r) => ({ 'data-code': r.code, 'data-status': r.status })}
    />
  );
}
