import { DataTable } from '@/components/ui/data-table';
import type { PagedTable } from '@/components/ui/use-paged-list';
import type { AdminPayment, AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { usePaymentColumns, type PaymentsVariant } from './payment-columns';

interface Props {
  variant: PaymentsVariant;
  table: PagedTable<AdminPayment, AdminPaymentSort>;
  emptyText: string;
}

/** An admin payment list (every payment, or the incoming bank transfers waiting): its rows, phone cards, states and pager. */
export function PaymentsList({ variant, table, emptyText }: Props) {
  return (
    <DataTable
      {...table}
      columns={usePaymentColumns(variant)}
      rowKey={(p) => p.id}
      minWidth={variant === 'all' ? 1080 : 960}
      nowrap
      emptyText={emptyText}
      emptyTestId="admin-payments-empty"
      testId="admin-payments-table"
      rowTestId="admin-payment-row"
      rowAttributes={(p) => ({ 'data-username': p.member.username, 'data-payment-id': p.id })}
    />
  );
}
