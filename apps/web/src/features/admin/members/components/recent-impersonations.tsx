import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { adminAccessTokensQueryOptions } from '@/features/admin/members/api/get-admin-access-tokens';
import { ImpersonationsTable } from './impersonations-table';

/** Every admin's latest "log in as", newest first (GET /api/admin_access_tokens). */
export function RecentImpersonations() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'admin-impersonations',
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => adminAccessTokensQueryOptions({ page, itemsPerPage }),
  });
  return (
    <SectionCard title={t('adminMembers.impersonations.title')} hint={t('adminMembers.impersonations.hint')}>
      <ImpersonationsTable items={list.rows} query={list.query} pager={list.table.pager} />
    </SectionCard>
  );
}
