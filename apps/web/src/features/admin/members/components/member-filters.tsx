import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { ADMIN_MEMBER_STATUSES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { countryName, useCountries } from '@/api/countries';
import { useMemberships } from '@/api/memberships';
import { MemberFilter } from '@/components/members/member-filter';
import { SearchBox } from '@/components/ui/search-box';

export type MemberFilterValues = {
  level?: string;
  status?: string;
  country?: string;
  sponsor?: string;
};

interface Props {
  filter: MemberFilterValues;
  search: string;
  onFilter: (filter: MemberFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Issue 19: the member search by text, level, account status, country and sponsor; every change reloads page 1. */
export function MemberFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const memberships = useMemberships({});
  const all = { value: '', label: t('admin.filters.all') };
  const set = (key: keyof MemberFilterValues) => (value: string | undefined) => onFilter({ ...filter, [key]: value || undefined });
  const levels = [...new Set((memberships.data ?? []).map((m) => m.level))];
  const active = Object.values(filter).some(Boolean) || Boolean(search);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <SearchBox
          label={t('adminMembers.search')}
          placeholder={t('adminMembers.searchPlaceholder')}
          value={search}
          onChange={onSearch}
          maw={420}
          testId="admin-members-search"
        />
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('admin.filters.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          size="sm"
          label={t('adminMembers.filters.level')}
          value={filter.level ?? ''}
          onChange={(e) => set('level')(e.currentTarget.value)}
          data={[all, ...levels.map((level) => ({ value: String(level), label: String(level) }))]}
          data-testid="admin-members-level"
        />
        <NativeSelect
          size="sm"
          label={t('adminMembers.filters.status')}
          value={filter.status ?? ''}
          onChange={(e) => set('status')(e.currentTarget.value)}
          data={[all, ...ADMIN_MEMBER_STATUSES.map((s) => ({ value: s, label: t(`adminMembers.statuses.${s}`) }))]}
          data-testid="admin-members-status"
        />
        <NativeSelect
          size="sm"
          label={t('adminMembers.filters.country')}
          value={filter.country ?? ''}
          onChange={(e) => set('country')(e.currentTarget.value)}
          data={[all, ...(countries.data ?? []).map((c) => ({ value: String(c.id), label: countryName(c, i18n.language) }))]}
          data-testid="admin-members-country"
        />
        <MemberFilter
          value={filter.sponsor}
          onChange={set('sponsor')}
          label={t('adminMembers.filters.sponsor')}
          placeholder={t('adminMembers.filters.anySponsor')}
          testId="admin-members-sponsor"
        />
      </SimpleGrid>
    </Stack>
  );
}
