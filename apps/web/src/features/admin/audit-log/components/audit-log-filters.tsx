import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { AUDIT_KINDS } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterSearchRow, type ListFilterProps } from '@/features/admin/components/filter-search-row';
import { SearchBox } from '@/components/ui/search-box';

export type AuditLogFilterValues = { kind?: string; actor?: string; member?: string; from?: string; to?: string };

/** Kind, who did it, to whom, and the day range of the audit log; the search box finds usernames and IPs. */
export function AuditLogFilters({ filter, search, onFilter, onSearch, onClear }: ListFilterProps<AuditLogFilterValues>) {
  const { t } = useTranslation();
  const active = Object.values(filter).some(Boolean) || Boolean(search);
  const username = (key: 'actor' | 'member') => (text: string) => onFilter({ ...filter, [key]: text || undefined });
  return (
    <Stack gap="sm">
      <FilterSearchRow search={search} onSearch={onSearch} label={t('adminAuditLog.search')} testId="audit-search" active={active} onClear={onClear} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          size="sm"
          label={t('adminAuditLog.kind')}
          value={filter.kind ?? ''}
          onChange={(e) => onFilter({ ...filter, kind: e.currentTarget.value || undefined })}
          data={[{ value: '', label: t('admin.filters.all') }, ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`adminAuditLog.kinds.${kind}`) }))]}
          data-testid="audit-kind"
        />
        <SearchBox value={filter.actor ?? ''} onChange={username('actor')} label={t('adminAuditLog.actor')} testId="audit-actor" />
        <SearchBox value={filter.member ?? ''} onChange={username('member')} label={t('adminAuditLog.member')} testId="audit-member" />
        <DateRangeFilter value={filter} onChange={(range) => onFilter({ ...filter, ...range })} cols="inline" />
      </SimpleGrid>
    </Stack>
  );
}
