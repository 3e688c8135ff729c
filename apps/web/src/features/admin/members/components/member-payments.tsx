import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAYMENT_SORTS, adminPaymentsQueryOptions, type AdminPaymentSort } from '@/features/admin/payments/api/get-admin-payments';
import { PaymentsList } from '@/features/admin/payments/components/payments-list';

/** The member's payments, newest first, with the console's actions (refund a paid one after its preview). */
export function MemberPayments({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const list = usePagedList({
    id: `admin-member-payments-${memberId}`,
    sorts: ADMIN_PAYMENT_SORTS,
    defaultSort: { id: 'createdAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort }: PagedParams<AdminPaymentSort, object>) => adminPaymentsQueryOptions({ page, itemsPerPage, sort, user: String(memberId) }),
  });
  return <PaymentsList variant="all" table={list.table} emptyText={t('admin.payments.empty')} />;
}
