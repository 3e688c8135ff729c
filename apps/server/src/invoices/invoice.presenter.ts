import { centsToEuros } from '@vo/domain';
import type { invoices } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export const presentInvoice = (i: typeof invoices.$inferSelect) =>
  hydraItem('invoices', 'Invoice', i.id, {
    invoiceNo: i.invoiceNo,
    invoiceType: i.invoiceType,
    createAt: i.createdAt.toISOString(),
    issuedOn: i.issuedOn,
    concept: i.concept,
    net: centsToEuros(i.net),
    tax: centsToEuros(i.tax),
    fee: centsToEuros(i.fee),
    withholding: centsToEuros(i.withholding),
    actualAmount: centsToEuros(i.actualAmount),
    payment: i.paymentId ? `/api/payments/${i.paymentId}` : null,
    pdf: `/pdf/invoices/${i.id}`,
  });
