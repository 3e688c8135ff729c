import { SegmentedControl, Stack } from '@mantine/core';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { adminSupportTicketsQueryOptions } from '@/features/admin/support/api/get-admin-support-tickets';
import { useSupportSummary } from '@/features/admin/support/api/get-support-summary';
import { useSupportTicketColumns } from '@/features/admin/support/components/support-ticket-columns';

type Tab = SupportTicketStatus | 'all';
const TABS: Tab[] = [...SUPPORT_TICKET_STATUSES, 'all'];

/** DESIGN.md section 9: the members' support tickets by status (open first: they wait for an answer). */
export function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((s) => s === params.get('status')) ?? 'open';
  const columns = useSupportTicketColumns();
  const list = usePagedList({
    id: 'admin-support',
    query: ({ page, itemsPerPage, search }: PagedParams<never, object>) =>
      adminSupportTicketsQueryOptions({ status: tab === 'all' ? null : tab, page, itemsPerPage, search }),
  });
  const summary = useSupportSummary();
  const counted = (s: Tab) => {
    const n = !summary.data ? null : s === 'all' ? summary.data.open + summary.data.answered + summary.data.closed : summary.data[s];
    return n === null ? t(`adminSupport.tabs.${s}`) : `${t(`adminSupport.tabs.${s}`)} (${n})`;
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('adminSupport.title')} subtitle={t('adminSupport.subtitle')} />
      <SectionCard>
        <SegmentedControl
          value={tab}
          onChange={(value) => {
            setParams(value === 'open' ? {} : { status: value }, { replace: true });
            list.setPage(1);
          }}
          data={TABS.map((s) => ({ value: s, label: counted(s) }))}
          data-testid="admin-support-tabs"
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        <SearchBox label={t('adminSupport.search')} placeholder={t('adminSupport.searchPlaceholder')} value={list.search} onChange={list.setSearch} maw={420} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(ticket) => ticket.id}
          minWidth={760}
          emptyText={list.search ? t('adminSupport.noMatches') : t('adminSupport.empty')}
          emptyTestId="admin-support-empty"
          testId="admin-support-table"
          rowTestId="admin-support-row"
          rowAttributes={(ticket) => ({ 'data-ticket': ticket.id })}
        />
      </SectionCard>
    </Stack>
  );
}

export { SupportPage as Component };
