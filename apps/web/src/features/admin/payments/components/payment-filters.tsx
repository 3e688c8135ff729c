import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { PAYMENT_BY_OPTIONS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { MemberSearch } from '@/features/admin/components/member-search';

export type PaymentFilterValues = {
  status?: string;
  type?: string;
  paymentBy?: string;
  from?: string;
  to?: string;
};

interface Props {
  filter: PaymentFilterValues;
  search: string;
  onFilter: (filter: PaymentFilterValues) => void;
  onSearch: (search: string) => void;
  onClear: () => void;
}

/** Status, type, method, member and date range of the payments list; every change reloads page 1. */
export function PaymentFilters({ filter, search, onFilter, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const all = { value: '', label: t('admin.filters.all') };
  const set = (key: keyof PaymentFilterValues) => (value: string) => onFilter({ ...filter, [key]: value || undefined });
  const active = Object.values(filter).some(Boolean) || Boolean(search);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <MemberSearch value={search} onChange={onSearch} />
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('admin.filters.clear')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <NativeSelect
          size="sm"
          label={t('admin.filters.status')}
          value={filter.status ?? ''}
          onChange={(e) => set('status')(e.currentTarget.value)}
          data={[all, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatuses.${s}`) }))]}
        />
        <NativeSelect
          size="sm"
          label={t('admin.filters.type')}
          value={filter.type ?? ''}
          onChange={(e) => set('type')(e.currentTarget.value)}
          data={[all, ...PAYMENT_TYPES.map((s) => ({ value: s, label: t(`paymentTypes.${s}`) }))]}
        />
        <NativeSelect
          size="sm"
          label={t('admin.filters.method')}
          value={filter.paymentBy ?? ''}
          onChange={(e) => set('paymentBy')(e.currentTarget.value)}
          data={[all, ...PAYMENT_BY_OPTIONS.map((s) => ({ value: s, label: t(`paymentMethods.${s}`) }))]}
        />
        <DateRangeFilter value={filter} onChange={(range) => onFilter({ ...filter, ...range })} cols="inline" />
      </SimpleGrid>
    </Stack>
  );
}
