import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  /** What the box finds ("Recipient or subject"). */
  label: string;
  testId: string;
  /** Whether any filter or the search is set: "clear filters" is enabled only then. */
  active: boolean;
  onClear: () => void;
}

/** The first row of a console list's filters: the search box and "clear filters". */
export function FilterSearchRow({ search, onSearch, label, testId, active, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" justify="space-between">
      <SearchBox value={search} onChange={onSearch} label={label} testId={testId} />
      <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
        {t('admin.filters.clear')}
      </Button>
    </Group>
  );
}

/** What a console list's filter component takes from `usePagedList`: its filter, its search, and their setters. */
export interface ListFilterProps<Filter> {
  filter: Filter;
  search: string;
  onFilter: (filter: Filter) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}
