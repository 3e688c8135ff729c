import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { downloadInvoicePdf } from '@/features/invoices/api/download-invoice-pdf';
import type { Invoice } from '@/features/invoices/api/get-invoices';

/** Downloads the invoice's PDF with the member's session (a link could not carry the token). */
export function PdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={() => downloadInvoicePdf(invoice)}
      label={t('invoices.pdf.button')}
      ariaLabel={t('invoices.pdf.buttonFor', { invoiceNo: invoice.invoiceNo })}
      style={{ flexShrink: 0 }}
      testId="invoice-pdf"
    />
  );
}
