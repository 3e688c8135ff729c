import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { toastError } from '@/lib/toast';
import { downloadInvoicePdf } from '@/features/invoices/api/download-invoice-pdf';
import type { Invoice } from '@/features/invoices/api/get-invoices';

/** Downloads the invoice's PDF with the member's session (a link could not carry the token). */
export function PdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => void download()}
      loading={pending}
      style={{ flexShrink: 0 }}
      aria-label={t('invoices.pdf.buttonFor', { invoiceNo: invoice.invoiceNo })}
      data-testid="invoice-pdf"
    >
      {t('invoices.pdf.button')}
    </Button>
  );
}
