import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type Sort } from '@/components/ui/sort-header';
import type { Invoice, InvoiceKind, InvoiceSort } from '@/features/invoices/api/get-invoices';
import { AMOUNT_COLUMNS, useInvoiceFormat } from '@/features/invoices/lib/use-invoice-format';
import { PdfButton } from './pdf-button';
import { RectifiesNote } from './rectifies-note';

export interface InvoicesListProps {
  kind: InvoiceKind;
  invoices: Invoice[];
  sort: Sort<InvoiceSort>;
  onSort: (sort: Sort<InvoiceSort>) => void;
  stale?: boolean;
}

/** Number, day, concept, the kind's amounts and the PDF. */
export function InvoicesTable({ kind, invoices, sort, onSort, stale = false }: InvoicesListProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat(kind);
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader id="invoiceNo" {...header}>
              {t('invoices.columns.number')}
            </SortHeader>
            <SortHeader id="createAt" {...header}>
              {t('invoices.columns.date')}
            </SortHeader>
            <Table.Th>{t('invoices.columns.concept')}</Table.Th>
            {AMOUNT_COLUMNS[kind].map((column) => (
              <Table.Th key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.label(column)}
              </Table.Th>
            ))}
            <SortHeader id="actualAmount" align="right" {...header}>
              {t('invoices.columns.total')}
            </SortHeader>
            <Table.Th>
              <VisuallyHidden>{t('invoices.columns.pdf')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="invoice-row" data-invoice-no={invoice.invoiceNo}>
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                {invoice.invoiceNo}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.day(invoice)}</Table.Td>
              <Table.Td>
                {invoice.concept}
                <RectifiesNote invoice={invoice} />
              </Table.Td>
              {AMOUNT_COLUMNS[kind].map((column) => (
                <Table.Td key={column} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {column === 'withholding' && invoice.withholding > 0 ? `−${format.euros(invoice.withholding)}` : format.euros(invoice[column])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {format.euros(invoice.actualAmount)}
              </Table.Td>
              <Table.Td ta="right">
                <PdfButton invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
