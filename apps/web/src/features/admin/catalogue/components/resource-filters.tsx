import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SearchBox } from '@/components/ui/search-box';
import { RESOURCE_CONFIG, type CatalogueResource, type ResourceFilter } from '../lib/catalogue-resources';
import { ReferenceSelect } from './form/reference-select';

/** A console table's filter state: the server's filter names, plus `from` / `to` days of its date range. */
export type FilterValues = Record<string, string | undefined>;

interface Props {
  resource: CatalogueResource;
  filter: FilterValues;
  onFilter: (filter: FilterValues) => void;
  /** Clears the filters and the search; off while nothing narrows the list (`narrowed` false). */
  onClear: () => void;
  narrowed: boolean;
}

/** Active / inactive and the resource's own filters (spec section 7's table filter); each change reloads page 1. */
export function ResourceFilters({ resource, filter, onFilter, onClear, narrowed }: Props) {
  const { t } = useTranslation();
  const set = (name: string) => (value: string | null) => onFilter({ ...filter, [name]: value || undefined });
  const all = { value: '', label: t('admin.filters.all') };

  const input = (f: ResourceFilter) => {
    switch (f.kind) {
      case 'options':
        return (
          <NativeSelect key={f.name} size="sm" label={t(f.label)} value={filter[f.name] ?? ''} onChange={(e) => set(f.name)(e.currentTarget.value)}
            data={[all, ...f.options.map((value) => ({ value, label: t(f.optionKey(value)) }))]} data-testid={`admin-filter-${f.name}`} />
        );
      case 'reference':
        return (
          <ReferenceSelect key={f.name} size="sm" resource={f.resource} label={t(f.label)} value={filter[f.name] ?? null} onChange={set(f.name)}
            clearable placeholder={t('admin.filters.all')} data-testid={`admin-filter-${f.name}`} />
        );
      case 'text':
        return <SearchBox key={f.name} label={t(f.label)} value={filter[f.name] ?? ''} onChange={set(f.name)} testId={`admin-filter-${f.name}`} />;
      case 'days':
        return (
          <DateRangeFilter key="days" cols="inline" value={{ from: filter.from, to: filter.to }} onChange={(range) => onFilter({ ...filter, ...range })}
            testIds={{ from: 'admin-filter-from', to: 'admin-filter-to' }} />
        );
    }
  };

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" verticalSpacing="xs" style={{ alignItems: 'end' }}>
      <NativeSelect size="sm" label={t('adminCatalogue.columns.status')} value={filter.isActive ?? ''} onChange={(e) => set('isActive')(e.currentTarget.value)}
        data={[all, { value: 'true', label: t('adminCatalogue.filters.active') }, { value: 'false', label: t('adminCatalogue.filters.inactive') }]}
        data-testid="admin-filter-isActive" />
      {RESOURCE_CONFIG[resource].filters.map(input)}
      <Button variant="subtle" size="sm" onClick={onClear} disabled={!narrowed} data-testid="admin-filter-clear">
        {t('admin.filters.clear')}
      </Button>
    </SimpleGrid>
  );
}
