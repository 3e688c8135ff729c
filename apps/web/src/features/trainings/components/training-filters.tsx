import { Button, Grid, NativeSelect } from '@mantine/core';
import { LANGUAGES, TRAINING_CATEGORIES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';
import type { Sort } from '@/components/ui/sort';
import type { TrainingFilter, TrainingSort } from '../api/get-trainings';

// The orders offered, by the value of their option.
const ORDERS: Record<string, Sort<TrainingSort>> = {
  newest: { id: 'date', direction: 'desc' },
  oldest: { id: 'date', direction: 'asc' },
  title: { id: 'title', direction: 'asc' },
};
const orderOf = (sort: Sort<TrainingSort>) => Object.keys(ORDERS).find((key) => ORDERS[key]!.id === sort.id && ORDERS[key]!.direction === sort.direction) ?? 'newest';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  filter: TrainingFilter;
  onFilter: (filter: TrainingFilter) => void;
  sort: Sort<TrainingSort>;
  onSort: (sort: Sort<TrainingSort>) => void;
  /** Clears the search and the filters; off while nothing narrows the list. */
  onClear: () => void;
  narrowed: boolean;
}

/** Search over title and speaker, category, language and order; each change reloads page 1. */
export function TrainingFilters({ search, onSearch, filter, onFilter, sort, onSort, onClear, narrowed }: Props) {
  const { t } = useTranslation();
  return (
    // On a phone: the search on its own line, then two selects a line.
    <Grid gutter="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SearchBox label={t('trainings.search')} placeholder={t('trainings.searchPlaceholder')} value={search} onChange={onSearch} testId="trainings-search" />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect
          size="sm"
          label={t('trainings.category')}
          value={filter.category ?? ''}
          onChange={(e) => onFilter({ ...filter, category: (e.currentTarget.value || undefined) as TrainingFilter['category'] })}
          data={[{ value: '', label: t('trainings.any') }, ...TRAINING_CATEGORIES.map((c) => ({ value: c, label: t(`trainingCategories.${c}`) }))]}
          data-testid="trainings-category"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect
          size="sm"
          label={t('trainings.language')}
          value={filter.language ?? ''}
          onChange={(e) => onFilter({ ...filter, language: (e.currentTarget.value || undefined) as TrainingFilter['language'] })}
          data={[{ value: '', label: t('trainings.anyLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: t(`languageNames.${l}`) }))]}
          data-testid="trainings-language"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NativeSelect
          size="sm"
          label={t('trainings.order')}
          value={orderOf(sort)}
          onChange={(e) => onSort(ORDERS[e.currentTarget.value] ?? ORDERS.newest!)}
          data={Object.keys(ORDERS).map((key) => ({ value: key, label: t(`trainings.orders.${key}`) }))}
          data-testid="trainings-order"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Button variant="subtle" size="sm" fullWidth onClick={onClear} disabled={!narrowed} data-testid="trainings-clear">
          {t('trainings.clear')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
