import { Button, Stack } from '@mantine/core';
import { TRAVEL_SEARCH_ORDERS, type TravelSearchOrder } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/api/api-error';
import { useMe } from '@/api/me-query';
import { DataTable } from '@/components/ui/data-table';
import { NoAccess } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { travelSearchQueryOptions } from '../api/get-travel-search';
import { TravelSearchForm } from '../components/travel-search-form';
import { useTravelSearchColumns } from '../components/travel-search-columns';
import { TravelToolsList } from '../components/travel-tools-list';
import type { TravelSearchFilter } from '../lib/travel-search-filter';

/** Spec sections 6 and 8: without travel features, the "no access" page and the way to a membership that has them. */
function TravelNoAccess() {
  const { t } = useTranslation();
  return (
    <NoAccess
      reason={t('travelSearch.noAccessReason')}
      action={
        <Button component={Link} to="/membership" data-testid="travel-search-upgrade">
          {t('travelSearch.upgrade')}
        </Button>
      }
    />
  );
}

/** The search, its results (each opening its journey's page) and the partners' links with the same search. */
function TravelSearch() {
  const { t, i18n } = useTranslation();
  const columns = useTravelSearchColumns();
  const list = usePagedList({
    id: 'travel-search',
    sorts: TRAVEL_SEARCH_ORDERS,
    defaultSort: { id: 'departureOn', direction: 'asc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<TravelSearchOrder, TravelSearchFilter>) =>
      travelSearchQueryOptions({ page, itemsPerPage, sort, filter, language: i18n.language }),
  });
  // The membership changed since /api/me was read: the server's refusal is the same page.
  const { error } = list.query;
  if (error instanceof ApiError && error.code === 'TRAVEL_FEATURES_REQUIRED') return <TravelNoAccess />;

  return (
    <Stack gap="md">
      <PageHeader title={t('travelSearch.title')} subtitle={t('travelSearch.subtitle')} />
      <SectionCard title={t('travelSearch.formTitle')}>
        <TravelSearchForm value={list.filter} onSearch={list.setFilter} />
      </SectionCard>
      <SectionCard title={t('travelSearch.resultsTitle')} hint={t('travelSearch.resultsHint')}>
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(r) => r['@id']}
          minWidth={860}
          emptyText={list.filtered ? t('travelSearch.noMatches') : t('travelSearch.empty')}
          emptyTestId="travel-search-empty"
          testId="travel-search-table"
          cardsTestId="travel-search-cards"
          rowTestId="travel-result"
          rowAttributes={(r) => ({ 'data-id': r['@id'], 'data-type': r.type })}
        />
      </SectionCard>
      <SectionCard title={t('travelSearch.toolsTitle')} hint={t('travelSearch.toolsHint')}>
        <TravelToolsList filter={list.filter} />
      </SectionCard>
    </Stack>
  );
}

/** The travel search engine (menu "travel search engine"): for memberships with travel features (Enjoy Travel VIP and above). */
export function TravelSearchPage() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  return me.data?.travelFeatures ? <TravelSearch /> : <TravelNoAccess />;
}

export { TravelSearchPage as Component };
