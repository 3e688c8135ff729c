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
  const selects: { key: keyof ReservationFilter; testId: string; options: { value: string; label: string }[] }[] = [
    { key: 'status', testId: 'reservation-filter-status', options: RESERVATION_STATUSES.map((s) => ({ value: s, label: t(`reservations.statuses.${s}`) })) },
    {
      key: 'isActive',
      testId: 'reservation-filter-active',
      options: [
        { value: 'true', label: t('reservations.filters.live') },
        { value: 'false', label: t('reservations.filters.cancelled') },
      ],
    },
    { key: 'type', testId: 'reservation-filter-type', options: RESERVATION_TYPES.map((type) => ({ value: type, label: t(`reservations.types.${type}`) })) },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {selects.map(({ key, testId, options }) => (
          <Select
            key={key}
            label={t(`reservations.filters.${key}`)}
            placeholder={t('reservations.filters.any')}
            data={options}
            value={filter[key] ?? null}
            onChange={(value) => onFilter({ ...filter, [key]: value ?? undefined })}
            clearable
            data-testid={testId}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!Object.values(filter).some(Boolean)}>
          {t('reservations.filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
