import { invoiceConceptText, type Language } from '@vo/domain';
import type { invoices } from '../db/schema';

/** The invoice's concept in the reader's language; an invoice issued before concepts were data keeps its words. */
export const invoiceConcept = (invoice: Pick<typeof invoices.$inferSelect, 'concept' | 'conceptCode'>, language: Language): string =>
  invoice.conceptCode ? invoiceConceptText(invoice.conceptCode, language) : invoice.concept;
