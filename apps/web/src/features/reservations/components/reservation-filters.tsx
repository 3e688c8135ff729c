import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { RESERVATION_STATUSES, RESERVATION_TYPES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import type { ReservationFilter } from '../api/get-reservations';

interface Props {
  filter: ReservationFilter;
  onFilter: (filter: ReservationFilter) => void;
  onClear: () => void;
}

/** Status, live or cancelled, and type; every change reloads page 1. */
export function ReservationFilters({ filter, onFilter, onClear }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof ReservationFilter) => (value: string | null) => onFilter({ ...filter, [key]: value ?? undefined });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('reservations.filters.status')}
          placeholder={t('reservations.filters.any')}
          data={RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`reservations.statuses.${s}`) }))}
          value={filter.status ?? null}
          onChange={set('status')}
          clearable
          data-testid="reservation-filter-status"
        />
        <Select
          label={t('reservations.filters.isActive')}
          placeholder={t('reservations.filters.any')}
          data={[
            { value: 'true', label: t('reservations.filters.live') },
            { value: 'false', label: t('reservations.filters.cancelled') },
          ]}
          value={filter.isActive ?? null}
          onChange={set('isActive')}
          clearable
          data-testid="reservation-filter-active"
        />
        <Select
          label={t('reservations.filters.type')}
          placeholder={t('reservations.filters.any')}
          data={RESERVATION_TYPES.map((type) => ({ value: type, label: t(`reservations.types.${type}`) }))}
          value={filter.type ?? null}
          onChange={set('type')}
          clearable
          data-testid="reservation-filter-type"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!Object.values(filter).some(Boolean)}>
          {t('reservations.filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
