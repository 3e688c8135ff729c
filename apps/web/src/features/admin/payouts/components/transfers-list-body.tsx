import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../../components/ui/page-loader';
import { Pager } from '../../../../components/ui/pager';
import { ServerErrorAlert } from '../../../../components/ui/server-error-alert';
import type { AdminTransfer } from '../api/get-admin-transfers';
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
      {list.isError ? (
        <ServerErrorAlert error={list.error} />
      ) : list.isPending ? (
        <PageLoader h={120} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="md" data-testid={`admin-payouts-${view.variant}-empty`}>
          {emptyText}
        </Text>
      ) : (
        <TransfersView transfers={rows} {...view} stale={list.isPlaceholderData} />
      )}
      <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={onPage} onSize={onSize} />
    </>
  );
}
