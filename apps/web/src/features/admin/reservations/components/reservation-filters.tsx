import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { BOOKABLE_TYPES, RESERVATION_STATUSES, RESERVATION_TYPES, type BookableType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';
import { ServerSearchSelect } from '@/components/ui/server-search-select';
import { useFormat } from '@/lib/use-format';
import { bookedItemOptionsQuery } from '../api/search-bookable-items';

export type ReservationFilterValues = {
  status?: string;
  type?: string;
  /** `live` or `cancelled`. */
  state?: string;
  passenger?: string;
  /** The booked item's IRI. */
  item?: string;
};

const isBookable = (type: string | undefined): type is BookableType => (BOOKABLE_TYPES as readonly string[]).includes(type ?? '');

interface Props {
  filter: ReservationFilterValues;
  search: string;
  onFilter: (filter: ReservationFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Locator / member / service, passenger, status, type, booked item and live or cancelled; every change reloads page 1. */
export function ReservationFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // The item is searched among the chosen type's, or every bookable type's; an off-catalogue service has none.
  const itemTypes = isBookable(filter.type) ? [filter.type] : BOOKABLE_TYPES;
  const typeName = (type: string) => t(`adminReservations.types.${type}`);
  const all = { value: '', label: t('admin.filters.all') };
  const set = (key: keyof ReservationFilterValues) => (value: string) => onFilter({ ...filter, [key]: value || undefined });
  const active = Object.values(filter).some(Boolean) || Boolean(search);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end">
          <SearchBox
            label={t('adminReservations.filters.search')}
            placeholder={t('adminReservations.filters.searchPlaceholder')}
            value={search}
            onChange={onSearch}
            miw={280}
            testId="admin-reservations-search"
          />
          <SearchBox label={t('adminReservations.filters.passenger')} value={filter.passenger ?? ''} onChange={set('passenger')} miw={200} testId="admin-reservations-passenger" />
        </Group>
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('admin.filters.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" maw={1100}>
        <NativeSelect
          size="sm"
          label={t('adminReservations.filters.status')}
          value={filter.status ?? ''}
          onChange={(e) => set('status')(e.currentTarget.value)}
          data={[all, ...RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`reservations.statuses.${s}`) }))]}
        />
        <NativeSelect
          size="sm"
          label={t('adminReservations.filters.type')}
          value={filter.type ?? ''}
          // An item of another type would match nothing: a new type starts without one.
          onChange={(e) => onFilter({ ...filter, type: e.currentTarget.value || undefined, item: undefined })}
          data={[all, ...RESERVATION_TYPES.map((s) => ({ value: s, label: typeName(s) }))]}
        />
        <ServerSearchSelect
          // A new type is a new list, and nothing of the previous one stays chosen.
          key={filter.type ?? 'all'}
          size="sm"
          label={t('adminReservations.filters.item')}
          placeholder={t('admin.filters.all')}
          clearable
          disabled={filter.type === 'enjoyPoints'}
          options={(text) => bookedItemOptionsQuery(itemTypes, text, i18n.language, format.day, typeName)}
          value={filter.item ?? null}
          onChange={(iri) => set('item')(iri ?? '')}
          data-testid="admin-reservations-item"
        />
        <NativeSelect
          size="sm"
          label={t('adminReservations.filters.state')}
          value={filter.state ?? ''}
          onChange={(e) => set('state')(e.currentTarget.value)}
          data={[all, { value: 'live', label: t('adminReservations.filters.live') }, { value: 'cancelled', label: t('adminReservations.filters.cancelled') }]}
        />
      </SimpleGrid>
    </Stack>
  );
}
