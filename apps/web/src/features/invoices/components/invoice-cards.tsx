import { Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_SORTS, type InvoiceSort } from '@/features/invoices/api/get-invoices';
import { AMOUNT_COLUMNS, useInvoiceFormat } from '@/features/invoices/lib/use-invoice-format';
import type { InvoicesListProps } from './invoices-table';
import { PdfButton } from './pdf-button';
import { RectifiesNote } from './rectifies-note';

const SORT_LABELS: Record<InvoiceSort, string> = { invoiceNo: 'invoices.columns.number', createAt: 'invoices.columns.date', actualAmount: 'invoices.columns.total' };

/** Phones: one card per invoice, total and PDF in reach, and the sort as a select. */
export function InvoiceCards({ kind, invoices, sort, onSort, stale = false }: InvoicesListProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat(kind);
  const options = INVOICE_SORTS.flatMap((id) =>
    (['desc', 'asc'] as const).map((direction) => ({ value: `${id}:${direction}`, label: t(`table.sort.${direction}`, { column: t(SORT_LABELS[id]) }) })),
  );
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="invoices-cards">
      <NativeSelect
        size="sm"
        label={t('table.sort.label')}
        value={`${sort.id}:${sort.direction}`}
        onChange={(e) => {
          const [id, direction] = e.currentTarget.value.split(':') as [InvoiceSort, 'asc' | 'desc'];
          onSort({ id, direction });
        }}
        data={options}
      />
      {invoices.map((invoice) => (
        <Card key={invoice.id} withBorder radius="md" padding="sm" data-testid="invoice-row" data-invoice-no={invoice.invoiceNo}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700}>{invoice.invoiceNo}</Text>
                <Text size="xs" c="dimmed">
                  {format.day(invoice)}
                </Text>
              </Stack>
              <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
                {format.euros(invoice.actualAmount)}
              </Text>
            </Group>
            <Text size="sm">{invoice.concept}</Text>
            <RectifiesNote invoice={invoice} />
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {AMOUNT_COLUMNS[kind].map((column) => `${format.label(column)} ${format.euros(invoice[column])}`).join(' · ')}
              </Text>
              <PdfButton invoice={invoice} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
