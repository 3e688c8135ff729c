import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { MemberSearch } from '@/features/admin/components/member-search';
import { ADMIN_TRANSFER_SORTS, adminTransfersQueryOptions, type AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { TransfersList } from './transfers-list';

/** The payout requests waiting for an admin: accept (paid and invoiced) or cancel with a reason. */
export function PendingPayouts() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'admin-payouts-pending',
    sorts: ADMIN_TRANSFER_SORTS,
    // Oldest first: requests are paid in the order they came.
    defaultSort: { id: 'createAt', direction: 'asc' },
    query: ({ page, itemsPerPage, sort, search }: PagedParams<AdminTransferSort, object>) =>
      adminTransfersQueryOptions({ status: 'pending', page, itemsPerPage, sort, search }),
  });

  return (
    <SectionCard title={t('admin.payouts.pending.title')}>
      <MemberSearch value={list.search} onChange={list.setSearch} />
      <TransfersList variant="pending" table={list.table} emptyText={list.search ? t('admin.payouts.pending.noMatches') : t('admin.payouts.pending.empty')} />
    </SectionCard>
  );
}
