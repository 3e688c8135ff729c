import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { useTableState } from '@/lib/table-state';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useAdminMembers } from '@/features/admin/members/api/get-admin-members';
import { MembersTable } from '@/features/admin/members/components/members-table';
import { RecentImpersonations } from '@/features/admin/members/components/recent-impersonations';

/** DESIGN.md section 9: find a member, log in as them or make them change their password; the audit of "log in as" below. */
export function MembersPage() {
  const { t } = useTranslation();
  const [state, actions] = useTableState('admin-members');
  const list = useAdminMembers({ page: state.page, itemsPerPage: state.size, search: state.search });
  usePageInRange(state.page, state.size, list.data?.total, actions.setPage);
  const rows = list.data?.members ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('adminMembers.title')} subtitle={t('adminMembers.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <SearchBox
            label={t('adminMembers.search')}
            placeholder={t('adminMembers.searchPlaceholder')}
            value={state.search}
            onChange={actions.setSearch}
            maw={420}
            testId="admin-members-search"
          />
          <ListStates
            query={list}
            count={rows.length}
            emptyText={state.search ? t('adminMembers.noMatches') : t('adminMembers.empty')}
            emptyTestId="admin-members-empty"
          >
            <MembersTable members={rows} stale={list.isPlaceholderData} />
          </ListStates>
          <Pager page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={actions.setPage} onSize={actions.setSize} />
        </Stack>
      </Card>
      <RecentImpersonations />
    </Stack>
  );
}

export { MembersPage as Component };
