import { eurosToCents } from '@vo/domain';
import { eq, type SQL } from 'drizzle-orm';
import { INVOICE_TYPES, invoices } from '../db/schema';
import { containsText, searchPairsCondition, type SearchField } from '../lib/search-pairs';

/**
 * The fields `searchfields[]` may name and how value i matches field i: text fields by case-insensitive
 * substring, the type exactly, the amount exactly in euros ("85", "85.5", "85,50"; negative on a rectifying invoice).
 */
const FIELDS: Record<string, SearchField> = {
  invoiceNo: containsText(invoices.invoiceNo),
  concept: containsText(invoices.concept),
  invoiceType: (value) => ((INVOICE_TYPES as readonly string[]).includes(value) ? eq(invoices.invoiceType, value as (typeof INVOICE_TYPES)[number]) : null),
  actualAmount: (value) => {
    const normalized = value.replace(',', '.');
    return /^-?\d{1,9}(\.\d{1,2})?$/.test(normalized) ? eq(invoices.actualAmount, eurosToCents(Number(normalized))) : null;
  },
};

/** Spec section 7 "GET /api/invoices (searchvalues[], searchfields[])". */
export const invoiceSearchCondition = (query: Record<string, unknown>): SQL | undefined => searchPairsCondition(query, FIELDS);
