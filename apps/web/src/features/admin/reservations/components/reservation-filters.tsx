import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { RESERVATION_STATUSES, RESERVATION_TYPES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';

export type ReservationFilterValues = {
  status?: string;
  type?: string;
  /** `live` or `cancelled`. */
  state?: string;
  passenger?: string;
};

interface Props {
  filter: ReservationFilterValues;
  search: string;
  onFilter: (filter: ReservationFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Locator / member / service, passenger, status, type and live or cancelled; every change reloads page 1. */
export function ReservationFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t } = useTranslation();
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
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" maw={720}>
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
          onChange={(e) => set('type')(e.currentTarget.value)}
          data={[all, ...RESERVATION_TYPES.map((s) => ({ value: s, label: t(`adminReservations.types.${s}`) }))]}
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
