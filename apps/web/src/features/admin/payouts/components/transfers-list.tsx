import { DataTable } from '@/components/ui/data-table';
import type { PagedTable } from '@/components/ui/use-paged-list';
import type { Transfer } from '@vo/domain';
import type { AdminTransferSort } from '@/features/admin/payouts/api/get-admin-transfers';
import { useTransferColumns, type TransfersVariant } from './transfer-columns';

interface Props {
  variant: TransfersVariant;
  table: PagedTable<Transfer, AdminTransferSort>;
  emptyText: string;
}

/** A payout list of one status: its rows, phone cards, states and pager. */
export function TransfersList({ variant, table, emptyText }: Props) {
  return (
    <DataTable
      {...table}
      columns={useTransferColumns(variant)}
      rowKey={(transfer) => transfer.id}
      minWidth={variant === 'pending' ? 980 : 820}
      loaderHeight={120}
      emptyText={emptyText}
      emptyTestId={`admin-payouts-${variant}-empty`}
      testId={`admin-payouts-${variant}`}
      rowTestId="admin-payout-row"
      rowAttributes={(transfer) => ({ 'data-username': transfer.username, 'data-transfer-id': transfer.id })}
    />
  );
}
