import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/ui/card-grid';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { TRAINING_SORTS, trainingsQueryOptions, type TrainingFilter, type TrainingSort } from '../api/get-trainings';
import { TrainingCard } from '../components/training-card';
import { TrainingFilters } from '../components/training-filters';

/** Spec section 2 "trainings" (issue 16): the recorded sessions, searched, filtered by category and language, paged by the server. */
export function TrainingsPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    id: 'trainings',
    sorts: TRAINING_SORTS,
    defaultSort: { id: 'date', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter, search }: PagedParams<TrainingSort, TrainingFilter>) =>
      trainingsQueryOptions({ page, itemsPerPage, sort, search, ...filter }),
  });

  return (
    <Stack gap="md">
      <PageHeader title={t('trainings.title')} subtitle={t('trainings.subtitle')} />
      <SectionCard>
        <TrainingFilters
          search={list.search}
          onSearch={list.setSearch}
          filter={list.filter}
          onFilter={list.setFilter}
          sort={list.sort}
          onSort={list.setSorting}
          onClear={list.reset}
          narrowed={list.filtered}
        />
      </SectionCard>
      <ListStates query={list.query} count={list.rows.length} emptyText={list.filtered ? t('trainings.noMatches') : t('trainings.empty')} emptyTestId="trainings-empty">
        <Stack gap="md" style={{ opacity: list.query.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.query.isPlaceholderData || undefined}>
          <CardGrid testId="trainings">
            {list.rows.map((training) => (
              <TrainingCard key={training.id} training={training} />
            ))}
          </CardGrid>
          <Pager {...list.table.pager} />
        </Stack>
      </ListStates>
    </Stack>
  );
}

export { TrainingsPage as Component };
