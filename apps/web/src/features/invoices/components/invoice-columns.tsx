import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';
import { useTaxLabel, useTransferTaxLabel } from '@/lib/settings';
import type { Invoice, InvoiceKind, InvoiceSort } from '@/features/invoices/api/get-invoices';
import { PdfButton } from './pdf-button';
import { RectifiesNote } from './rectifies-note';

/** The amounts each kind shows between concept and total: a self-billing invoice withholds IRPF, the company's carry its fee. */
const AMOUNT_COLUMNS: Record<InvoiceKind, readonly ('net' | 'tax' | 'fee' | 'withholding')[]> = {
  received: ['net', 'tax', 'fee'],
  issued: ['net', 'tax', 'withholding'],
  receipt: ['net', 'tax'],
};

/** Number, day, concept, the kind's amounts, the total and the PDF; on a phone the total stands out and the amounts go small. */
export function useInvoiceColumns(kind: InvoiceKind): Column<Invoice, InvoiceSort>[] {
  const { t } = useTranslation();
  const format = useFormat();
  // The company's tax, or the member's own on self-billing: each by its one name.
  const companyTax = useTaxLabel();
  const memberTax = useTransferTaxLabel();
  const amountLabel = (column: (typeof AMOUNT_COLUMNS)[InvoiceKind][number]) =>
    column !== 'tax' ? t(`invoices.columns.${column}`) : kind === 'issued' ? memberTax : companyTax;
  return [
    { id: 'number', header: t('invoices.columns.number'), sort: 'invoiceNo', cell: (i) => i.invoiceNo, nowrap: true, fw: 600, card: 'title' },
    { id: 'date', header: t('invoices.columns.date'), sort: 'createAt', cell: (i) => format.day(i.issuedOn), nowrap: true, card: 'subtitle' },
    {
      id: 'concept',
      header: t('invoices.columns.concept'),
      cell: (i) => (
        <>
          {i.concept}
          <RectifiesNote invoice={i} />
        </>
      ),
      card: 'body',
    },
    ...AMOUNT_COLUMNS[kind].map((amount): Column<Invoice, InvoiceSort> => ({
      id: amount,
      header: amountLabel(amount),
      cell: (i) => (amount === 'withholding' && i.withholding > 0 ? `−${format.euros(i.withholding)}` : format.euros(i[amount])),
      align: 'right',
      nowrap: true,
      card: 'meta',
    })),
    { id: 'total', header: t('invoices.columns.total'), sort: 'actualAmount', cell: (i) => format.euros(i.actualAmount), align: 'right', nowrap: true, fw: 700, card: 'aside' },
    { id: 'pdf', header: t('invoices.columns.pdf'), hiddenHeader: true, cell: (i) => <PdfButton invoice={i} />, align: 'right', card: 'actions' },
  ];
}
