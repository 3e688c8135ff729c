import { downloadFile } from '@/api/download';
import type { Invoice } from './get-invoices';

/** POST /pdf/invoices/{id} (spec section 7), saved as `<invoice number>.pdf`. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoiceNo'>): Promise<string> {
  return downloadFile(`/pdf/invoices/${invoice.id}`, { method: 'POST', fallbackName: `${invoice.invoiceNo}.pdf` });
}
