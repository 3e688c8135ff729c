import { centsToEuros, type AdminInvoice, type Invoice, type Language } from '@vo/domain';
import { presentMemberRef } from '../admin/member-ref';
import { hydraItem } from '../lib/hydra';
import type { InvoiceRow } from './invoice-rows';
import { invoiceConcept } from './invoice-concept';

export const presentInvoice = ({ invoice: i, rectifiesNo }: InvoiceRow, language: Language): Invoice =>
  hydraItem('invoices', 'Invoice', i.id, {
    invoiceNo: i.invoiceNo,
    invoiceType: i.invoiceType,
    createAt: i.createdAt.toISOString(),
    issuedOn: i.issuedOn,
    concept: invoiceConcept(i, language),
    net: centsToEuros(i.net),
    tax: centsToEuros(i.tax),
    fee: centsToEuros(i.fee),
    withholding: centsToEuros(i.withholding),
    actualAmount: centsToEuros(i.actualAmount),
    payment: i.paymentId ? `/api/payments/${i.paymentId}` : null,
    // A rectifying invoice: the invoice it cancels and why (the code `refund` or `chargeback`, and the words given).
    rectifies: i.rectifiesInvoiceId ? { '@id': `/api/invoices/${i.rectifiesInvoiceId}`, invoiceNo: rectifiesNo } : null,
    rectification: i.rectification,
    reason: i.reason,
    pdf: `/pdf/invoices/${i.id}`,
  });

/** An invoice as its member sees it, plus whose it is (the console's list of every member's). */
export const presentAdminInvoice = (row: InvoiceRow, language: Language): AdminInvoice => ({ ...presentInvoice(row, language), member: presentMemberRef(row.member) });
