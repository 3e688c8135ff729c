import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { validRange } from '@/components/ui/date-range';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { INVOICE_SORTS, invoicesQueryOptions, isInvoiceKind, type InvoiceFilter, type InvoiceKind, type InvoiceSort } from '@/features/invoices/api/get-invoices';
import { useInvoiceColumns } from '@/features/invoices/components/invoice-columns';
import { InvoiceFilters } from '@/features/invoices/components/invoice-filters';
import { InvoiceKindTabs } from '@/features/invoices/components/invoice-kind-tabs';

/** One kind of invoice: filtered, sorted and paged by the server. */
function InvoiceList({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  const columns = useInvoiceColumns(kind);
  const list = usePagedList({
    id: `invoices-${kind}`,
    sorts: INVOICE_SORTS,
    defaultSort: { id: 'createAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<InvoiceSort, InvoiceFilter>) =>
      invoicesQueryOptions({ type: kind, page, itemsPerPage, sort, invoiceNo: filter.invoiceNo, concept: filter.concept, ...validRange(filter) }),
  });

  return (
    <SectionCard hint={t(`invoices.hints.${kind}`)}>
      <InvoiceFilters kind={kind} filter={list.filter} onFilter={list.setFilter} onClear={list.reset} />
      <DataTable
        {...list.table}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        minWidth={820}
        emptyText={list.filtered ? t('invoices.noMatches') : t(`invoices.empty.${kind}`)}
        emptyTestId="invoices-empty"
        testId="invoices-table"
        cardsTestId="invoices-cards"
        rowTestId="invoice-row"
        rowAttributes={(invoice) => ({ 'data-invoice-no': invoice.invoiceNo })}
      />
    </SectionCard>
  );
}

/** Spec section 2 "invoices (received, issued, receipt)": one tab per kind, each with its own address. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  if (!isInvoiceKind(kind)) return <Navigate to="/error/404" replace />;

  return (
    <Stack gap="md">
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <InvoiceKindTabs kind={kind} basePath="/invoices" />
      {/* Keyed by kind: each tab starts with its own table state. */}
      <InvoiceList key={kind} kind={kind} />
    </Stack>
  );
}

export { InvoicesPage as Component };
