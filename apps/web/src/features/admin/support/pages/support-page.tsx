import { Card, SegmentedControl, Stack } from '@mantine/core';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useAdminSupportTickets } from '@/features/admin/support/api/get-admin-support-tickets';
import { useSupportSummary } from '@/features/admin/support/api/get-support-summary';
import { SupportTicketsTable } from '@/features/admin/support/components/support-tickets-table';

type Tab = SupportTicketStatus | 'all';
const TABS: Tab[] = [...SUPPORT_TICKET_STATUSES, 'all'];

/** DESIGN.md section 9: the members' support tickets by status (open first: they wait for an answer). */
export function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((s) => s === params.get('status')) ?? 'open';
  const [state, actions] = useTableState('admin-support');
  const list = useAdminSupportTickets({ status: tab === 'all' ? null : tab, page: state.page, itemsPerPage: state.size, search: state.search });
  const summary = useSupportSummary();
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.tickets ?? [];
  const counted = (s: Tab) => {
    const n = !summary.data ? null : s === 'all' ? summary.data.open + summary.data.answered + summary.data.closed : summary.data[s];
    return n === null ? t(`adminSupport.tabs.${s}`) : `${t(`adminSupport.tabs.${s}`)} (${n})`;
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('adminSupport.title')} subtitle={t('adminSupport.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <SegmentedControl
            value={tab}
            onChange={(value) => {
              setParams(value === 'open' ? {} : { status: value }, { replace: true });
              actions.setPage(1);
            }}
            data={TABS.map((s) => ({ value: s, label: counted(s) }))}
            data-testid="admin-support-tabs"
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <SearchBox label={t('adminSupport.search')} placeholder={t('adminSupport.searchPlaceholder')} value={state.search} onChange={actions.setSearch} maw={420} />
          <ListStates query={list} count={rows.length} emptyText={state.search ? t('adminSupport.noMatches') : t('adminSupport.empty')} emptyTestId="admin-support-empty">
            <SupportTicketsTable tickets={rows} stale={list.isPlaceholderData} />
          </ListStates>
          <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
        </Stack>
      </Card>
    </Stack>
  );
}

export { SupportPage as Component };
