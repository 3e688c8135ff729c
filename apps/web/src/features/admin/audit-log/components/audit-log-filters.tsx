import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { AUDIT_KINDS } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SearchBox } from '@/components/ui/search-box';

export type AuditLogFilterValues = { kind?: string; actor?: string; member?: string; from?: string; to?: string };

interface Props {
  filter: AuditLogFilterValues;
  search: string;
  onFilter: (filter: AuditLogFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Kind, who did it, to whom, and the day range of the audit log; the search box finds usernames and IPs. */
export function AuditLogFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const active = Object.values(filter).some(Boolean) || Boolean(search);
  const username = (key: 'actor' | 'member') => (text: string) => onFilter({ ...filter, [key]: text || undefined });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <SearchBox value={search} onChange={onSearch} label={t('adminAuditLog.search')} testId="audit-search" />
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('admin.filters.clear')}
        </Button>
      </Group>
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
