import type { UseQueryResult } from '@tanstack/react-query';
import { ListStates } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import type { AdminTransfer } from '@/features/admin/payouts/api/get-admin-transfers';
import type { TransfersListProps } from './transfers-table';
import { TransfersView } from './transfers-view';

interface Props extends Omit<TransfersListProps, 'transfers' | 'stale'> {
  list: UseQueryResult<{ transfers: AdminTransfer[]; total: number }>;
  emptyText: string;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The states of a payout list (error, loading, empty, rows) and its pager. */
export function TransfersListBody({ list, emptyText, page, size, onPage, onSize, ...view }: Props) {
  const rows = list.data?.transfers ?? [];
  return (
    <>
      <ListStates query={list} count={rows.length} emptyText={emptyText} emptyTestId={`admin-payouts-${view.variant}-empty`} loaderHeight={120}>
        <TransfersView transfers={rows} {...view} stale={list.isPlaceholderData} />
      </ListStates>
      <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={onPage} onSize={onSize} />
    </>
  );
}
