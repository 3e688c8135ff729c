import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFilter, InvoiceKind } from '../api/get-invoices';

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

/** A text box sent a moment after typing stops; follows "clear filters" without fighting the text being typed. */
function SearchBox({ label, placeholder, value, onChange, testId }: { label: string; placeholder: string; value: string; onChange: (v: string) => void; testId: string }) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const apply = useDebouncedCallback((text: string) => onChange(text.trim()), 300);
  return (
    <TextInput
      size="sm"
      type="search"
      label={label}
      placeholder={placeholder}
      value={typed}
      maxLength={100}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      data-testid={testId}
    />
  );
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
