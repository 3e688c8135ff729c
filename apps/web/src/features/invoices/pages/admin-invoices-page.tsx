import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { ADMIN_INVOICE_SORTS, adminInvoicesQueryOptions, type AdminInvoice, type AdminInvoiceSort } from '@/features/invoices/api/get-admin-invoices';
import { useMemberColumn } from '@/components/members/member-column';
import { MemberFilter } from '@/components/members/member-filter';
import { isInvoiceKind, type InvoiceFilter, type InvoiceKind } from '@/features/invoices/api/get-invoices';
import { useInvoiceColumns } from '@/features/invoices/components/invoice-columns';
import { InvoiceFilters } from '@/features/invoices/components/invoice-filters';
import { InvoiceKindTabs } from '@/features/invoices/components/invoice-kind-tabs';

const ADMIN_INVOICES_PATH = '/admin/invoices';

type Filter = InvoiceFilter & { user?: string };

/** One kind of every member's invoices, with whose each is: filtered by member, number, concept and days. */
function AdminInvoiceList({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  const columns = [useMemberColumn<AdminInvoice, AdminInvoiceSort>('username', 'field'), ...useInvoiceColumns(kind)];
  const list = usePagedList({
    id: `admin-invoices-${kind}`,
    sorts: ADMIN_INVOICE_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<AdminInvoiceSort, Filter>) =>
      adminInvoicesQueryOptions({ type: kind, page, itemsPerPage, sort, user: filter.user, invoiceNo: filter.invoiceNo, concept: filter.concept, ...validRange(filter) }),
  });

  return (
    <SectionCard>
      <MemberFilter value={list.filter.user} onChange={(user) => list.setFilter({ ...list.filter, user })} />
      <InvoiceFilters kind={kind} filter={list.filter} onFilter={list.setFilter} onClear={list.reset} />
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        minWidth={980}
        emptyText={list.filtered ? t('invoices.noMatches') : t('admin.invoices.empty')}
        emptyTestId="admin-invoices-empty"
        testId="admin-invoices-table"
        rowTestId="admin-invoice-row"
        rowAttributes={(invoice) => ({ 'data-invoice-no': invoice.invoiceNo, 'data-username': invoice.member.username })}
      />
    </SectionCard>
  );
}

/** Issue 18 item 10: the console's invoices of every member, one tab per kind as the member's own. */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  if (!isInvoiceKind(kind)) return <Navigate to="/error/404" replace />;
  return (
    <Stack gap="md">
      <PageHeader title={t('admin.invoices.title')} subtitle={t('admin.invoices.subtitle')} />
      <InvoiceKindTabs kind={kind} basePath={ADMIN_INVOICES_PATH} />
      {/* Keyed by kind: each tab starts with its own table state. */}
      <AdminInvoiceList key={kind} kind={kind} />
    </Stack>
  );
}

export { AdminInvoicesPage as Component };
