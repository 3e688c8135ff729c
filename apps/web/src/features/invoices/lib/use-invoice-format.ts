import { useTranslation } from 'react-i18next';
import { formatDay, formatEuros } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import type { Invoice, InvoiceKind } from '@/features/invoices/api/get-invoices';

/** The amounts each kind shows between net and total: a self-billing invoice withholds IRPF, the company's carry its fee. */
export const AMOUNT_COLUMNS: Record<InvoiceKind, readonly ('net' | 'tax' | 'fee' | 'withholding')[]> = {
  received: ['net', 'tax', 'fee'],
  issued: ['net', 'tax', 'withholding'],
  receipt: ['net', 'tax'],
};

/** Euros, the issue day, and the name of the tax: the company's (IGIC in Spanish) or the member's VAT on self-billing. */
export function useInvoiceFormat(kind: InvoiceKind) {
  const { t, i18n } = useTranslation();
  const { taxLabel, taxLabelEs } = useSettings();
  const label = (column: (typeof AMOUNT_COLUMNS)[InvoiceKind][number]) => {
    if (column !== 'tax') return t(`invoices.columns.${column}`);
    if (kind === 'issued') return t('invoices.columns.vat');
    return i18n.language === 'es' ? taxLabelEs : taxLabel;
  };
  return {
    euros: (value: number) => formatEuros(value, i18n.language),
    day: (invoice: Invoice) => formatDay(invoice.issuedOn, i18n.language),
    label,
  };
}
