import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/ui/search-box';
import type { InvoiceFilter, InvoiceKind } from '@/features/invoices/api/get-invoices';

/** A date range the server can use: the end may not come before the start. */
export const rangeIsValid = ({ from, to }: InvoiceFilter) => !from || !to || from <= to;

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
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <SearchBox label={t('invoices.filters.number')} placeholder={t('invoices.filters.numberPlaceholder', { example: `${SERIES[kind]}${new Date().getFullYear()}-000012` })} value={filter.invoiceNo ?? ''} onChange={set('invoiceNo')} testId="invoice-filter-number" />
        <SearchBox label={t('invoices.filters.concept')} placeholder={t('invoices.filters.conceptPlaceholder')} value={filter.concept ?? ''} onChange={set('concept')} testId="invoice-filter-concept" />
        <TextInput type="date" size="sm" label={t('invoices.filters.from')} value={filter.from ?? ''} max={filter.to} onChange={(e) => set('from')(e.currentTarget.value)} />
        <TextInput
          type="date"
          size="sm"
          label={t('invoices.filters.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => set('to')(e.currentTarget.value)}
          error={rangeIsValid(filter) ? undefined : t('invoices.filters.toBeforeFrom')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="sm" onClick={onClear} disabled={!active}>
          {t('invoices.filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
