import { z } from 'zod';
import { memberRefSchema } from './member-ref';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** The three kinds of the spec: the company's invoices to the member, the member's self-billing ones, receipts. */
export const INVOICE_KINDS = ['received', 'issued', 'receipt'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** What a rectifying invoice answers: the payment was refunded, or charged back by the card holder's bank. */
export const RECTIFICATIONS = ['refund', 'chargeback'] as const;
export type Rectification = (typeof RECTIFICATIONS)[number];

/** Spec section 3 "Invoice"; amounts in euros (negative on a rectifying invoice). */
export const invoiceSchema = hydraItemSchema('Invoice', {
  invoiceNo: z.string(),
  invoiceType: z.enum(INVOICE_KINDS),
  createAt: z.iso.datetime(),
  issuedOn: z.iso.date(),
  concept: z.string(),
  net: z.number(),
  tax: z.number(),
  fee: z.number(),
  withholding: z.number(),
  actualAmount: z.number(),
  /** The payment it bills, as an IRI. */
  payment: z.string().nullable(),
  /** A rectifying invoice: the invoice it cancels and why (the code, and the words given). */
  rectifies: z.strictObject({ '@id': z.string(), invoiceNo: z.string().nullable() }).nullable(),
  rectification: z.enum(RECTIFICATIONS).nullable(),
  reason: z.string().nullable(),
  pdf: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceCollectionSchema = hydraCollectionSchema(invoiceSchema);

/** GET /api/admin/invoices: every member's invoices, each with whose it is. */
export const adminInvoiceSchema = invoiceSchema.extend({ member: memberRefSchema });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminInvoiceCollectionSchema = hydraCollectionSchema(adminInvoiceSchema);
