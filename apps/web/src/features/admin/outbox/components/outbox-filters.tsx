import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { MAIL_STATUSES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterSearchRow, type ListFilterProps } from '@/features/admin/components/filter-search-row';

export type OutboxFilterValues = { status?: string; from?: string; to?: string };

/** Recipient or subject, status and day range of the outbox; every change reloads page 1. */
export function OutboxFilters({ filter, search, onFilter, onSearch, onClear }: ListFilterProps<OutboxFilterValues>) {
  const { t } = useTranslation();
  const active = Object.values(filter).some(Boolean) || Boolean(search);
  return (
    <Stack gap="sm">
      <FilterSearchRow search={search} onSearch={onSearch} label={t('adminOutbox.search')} testId="outbox-search" active={active} onClear={onClear} />
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
