import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import type { AdminPayment } from '@/features/admin/payments/api/get-admin-payments';
import type { PaymentsListProps } from './payments-table';
import { PaymentsView } from './payments-view';

interface Props extends Omit<PaymentsListProps, 'payments' | 'stale'> {
  list: UseQueryResult<{ payments: AdminPayment[]; total: number }>;
  emptyText: string;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The states of an admin payment list (error, loading, empty, rows) and its pager. */
export function PaymentsListBody({ list, emptyText, page, size, onPage, onSize, ...view }: Props) {
  const rows = list.data?.payments ?? [];
  return (
    <>
      {list.isError ? (
        <ServerErrorAlert error={list.error} />
      ) : list.isPending ? (
        <PageLoader h={160} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="admin-payments-empty">
          {emptyText}
        </Text>
      ) : (
        <PaymentsView payments={rows} {...view} stale={list.isPlaceholderData} />
      )}
      <Pager page={page} size={size} total={list.data?.total ?? 0} onPage={onPage} onSize={onSize} />
    </>
  );
}
