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
  const pick = (key: keyof TrainingFilter) => (value: string) => onFilter({ ...filter, [key]: value || undefined });
  const selects = [
    {
      id: 'category', value: filter.category ?? '', onChange: pick('category'),
      options: [{ value: '', label: t('trainings.any') }, ...TRAINING_CATEGORIES.map((c) => ({ value: c, label: t(`trainingCategories.${c}`) }))],
    },
    {
      id: 'language', value: filter.language ?? '', onChange: pick('language'),
      options: [{ value: '', label: t('trainings.anyLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: t(`languageNames.${l}`) }))],
    },
    {
      id: 'order', value: orderOf(sort), onChange: (value: string) => onSort(ORDERS[value] ?? ORDERS.newest!),
      options: Object.keys(ORDERS).map((key) => ({ value: key, label: t(`trainings.orders.${key}`) })),
    },
  ];
  return (
    // On a phone: the search on its own line, then two a line.
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SearchBox label={t('trainings.search')} placeholder={t('trainings.searchPlaceholder')} value={search} onChange={onSearch} testId="trainings-search" />
      </Grid.Col>
      {selects.map(({ id, value, onChange, options }) => (
        <Grid.Col key={id} span={{ base: 6, md: 2 }}>
          <NativeSelect size="sm" label={t(`trainings.${id}`)} value={value} onChange={(e) => onChange(e.currentTarget.value)} data={options} data-testid={`trainings-${id}`} />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Button variant="subtle" size="sm" fullWidth onClick={onClear} disabled={!narrowed} data-testid="trainings-clear">
          {t('trainings.clear')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
