import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { adminMembersQueryOptions } from '@/features/admin/members/api/get-admin-members';
import { useMemberColumns } from '@/features/admin/members/components/member-columns';
import { MemberFilters, type MemberFilterValues } from '@/features/admin/members/components/member-filters';
import { RecentImpersonations } from '@/features/admin/members/components/recent-impersonations';

/** DESIGN.md section 9: find a member, log in as them or make them change their password; the audit of "log in as" below. */
export function MembersPage() {
  const { t } = useTranslation();
  const columns = useMemberColumns();
  const list = usePagedList({
    id: 'admin-members',
    query: ({ page, itemsPerPage, search, filter }: PagedParams<never, MemberFilterValues>) => adminMembersQueryOptions({ page, itemsPerPage, search, ...filter }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('adminMembers.title')} subtitle={t('adminMembers.subtitle')} />
      <SectionCard>
        <MemberFilters filter={list.filter} search={list.search} onFilter={list.setFilter} onSearch={list.setSearch} onClear={list.reset} />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(member) => member.id}
          minWidth={900}
          nowrap
          emptyText={list.filtered ? t('adminMembers.noMatches') : t('adminMembers.empty')}
          emptyTestId="admin-members-empty"
          testId="admin-members-table"
          rowTestId="admin-member-row"
          rowAttributes={(member) => ({ 'data-username': member.username })}
        />
      </SectionCard>
      <RecentImpersonations />
    </Stack>
  );
}

export { MembersPage as Component };
