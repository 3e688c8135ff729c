import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { SearchBox } from '@/components/ui/search-box';
import type { InvoiceFilter, InvoiceKind } from '@/features/invoices/api/get-invoices';

/** The series letter of each kind (server invoices/invoice-number.ts), for the number's example. */
const SERIES: Record<InvoiceKind, string> = { received: 'F', issued: 'A', receipt: 'R' };

interface Props {
  kind: InvoiceKind;
  filter: InvoiceFilter;
  onFilter: (filter: InvoiceFilter) => void;
  onClear: () => void;
}

/** Number, concept and date range; every change reloads page 1. */
export function InvoiceFilters({ kind, filter, onFilter, onClear }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof InvoiceFilter) => (value: string) => onFilter({ ...filter, [key]: value || undefined });
  const active = Object.values(filter).some(Boolean);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SearchBox label={t('invoices.filters.number')} placeholder={t('invoices.filters.numberPlaceholder', { example: `${SERIES[kind]}${new Date().getFullYear()}-000012` })} value={filter.invoiceNo ?? ''} onChange={set('invoiceNo')} testId="invoice-filter-number" />
          <SearchBox label={t('invoices.filters.concept')} placeholder={t('invoices.filters.conceptPlaceholder')} value={filter.concept ?? ''} onChange={set('concept')} testId="invoice-filter-concept" />
        </SimpleGrid>
        <DateRangeFilter value={filter} onChange={(range) => onFilter({ ...filter, ...range })} cols={{ base: 1, xs: 2 }} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('invoices.filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
