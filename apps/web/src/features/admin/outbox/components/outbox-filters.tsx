import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { MAIL_STATUSES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SearchBox } from '@/components/ui/search-box';

export type OutboxFilterValues = { status?: string; from?: string; to?: string };

interface Props {
  filter: OutboxFilterValues;
  search: string;
  onFilter: (filter: OutboxFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Recipient or subject, status and day range of the outbox; every change reloads page 1. */
export function OutboxFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const active = Object.values(filter).some(Boolean) || Boolean(search);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <SearchBox value={search} onChange={onSearch} label={t('adminOutbox.search')} testId="outbox-search" />
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('admin.filters.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          size="sm"
          label={t('admin.filters.status')}
          value={filter.status ?? ''}
          onChange={(e) => onFilter({ ...filter, status: e.currentTarget.value || undefined })}
          data={[{ value: '', label: t('admin.filters.all') }, ...MAIL_STATUSES.map((s) => ({ value: s, label: t(`adminOutbox.statuses.${s}`) }))]}
          data-testid="outbox-status"
        />
        <DateRangeFilter value={filter} onChange={(range) => onFilter({ ...filter, ...range })} cols="inline" />
      </SimpleGrid>
    </Stack>
  );
}
