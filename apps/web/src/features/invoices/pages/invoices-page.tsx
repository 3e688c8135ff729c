import { Card, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { sortOf } from '@/components/ui/sort-header';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { INVOICE_KINDS, INVOICE_SORTS, isInvoiceKind, useInvoices, type InvoiceFilter, type InvoiceKind } from '@/features/invoices/api/get-invoices';
import { InvoiceFilters, rangeIsValid } from '@/features/invoices/components/invoice-filters';
import { InvoicesView } from '@/features/invoices/components/invoices-view';

const DEFAULT_SORT = { id: 'createAt', direction: 'desc' } as const;

/** One kind of invoice: filtered, sorted and paged by the server. */
function InvoiceList({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  const [state, actions] = useTableState(`invoices-${kind}`);
  const filter = state.filter as InvoiceFilter;
  const sort = sortOf(state.sorting, INVOICE_SORTS, DEFAULT_SORT);
  // An impossible range is shown on its field and not sent: the list keeps the last valid one.
  const range = rangeIsValid(filter) ? { from: filter.from, to: filter.to } : {};
  const list = useInvoices({ type: kind, page: state.page, itemsPerPage: state.size, sort, invoiceNo: filter.invoiceNo, concept: filter.concept, ...range });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.invoices ?? [];
  const filtered = Object.values(filter).some(Boolean);

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text c="dimmed" size="sm">
          {t(`invoices.hints.${kind}`)}
        </Text>
        <InvoiceFilters kind={kind} filter={filter} onFilter={actions.setFilter} onClear={actions.reset} />
        {list.isError ? (
          <ServerErrorAlert error={list.error} />
        ) : list.isPending ? (
          <PageLoader h={160} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" py="md" data-testid="invoices-empty">
            {filtered ? t('invoices.noMatches') : t(`invoices.empty.${kind}`)}
          </Text>
        ) : (
          <InvoicesView kind={kind} invoices={rows} sort={sort} onSort={actions.setSorting} stale={list.isPlaceholderData} />
        )}
        <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
      </Stack>
    </Card>
  );
}

/** Spec section 2 "invoices (received, issued, receipt)": one tab per kind, each with its own address. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind } = useParams();
  if (!isInvoiceKind(kind)) return <Navigate to="/error/404" replace />;

  return (
    <Stack gap="md">
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <Tabs value={kind} onChange={(value) => value && void navigate(`/invoices/${value}`)} keepMounted={false}>
        <Tabs.List>
          {INVOICE_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`invoices-tab-${k}`}>
              {t(`invoices.kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* Keyed by kind: each tab starts with its own table state. */}
      <InvoiceList key={kind} kind={kind} />
    </Stack>
  );
}

export { InvoicesPage as Component };
