import { eurosToCents, type Violation } from '@vo/domain';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import { INVOICE_TYPES, invoices } from '../db/schema';
import { AppError } from '../lib/errors';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: typeof invoices.invoiceNo | typeof invoices.concept) => (value: string) => ilike(column, `%${escapeLike(value)}%`);

/**
 * The fields `searchfields[]` may name and how value i matches field i: text fields by case-insensitive
 * substring, the type exactly, the amount exactly in euros ("85", "85.5", "85,50"; negative on a rectifying invoice).
 */
const FIELDS: Record<string, (value: string) => SQL | null> = {
  invoiceNo: contains(invoices.invoiceNo),
  concept: contains(invoices.concept),
  invoiceType: (value) => ((INVOICE_TYPES as readonly string[]).includes(value) ? eq(invoices.invoiceType, value as (typeof INVOICE_TYPES)[number]) : null),
  actualAmount: (value) => {
    const normalized = value.replace(',', '.');
    return /^-?\d{1,9}(\.\d{1,2})?$/.test(normalized) ? eq(invoices.actualAmount, eurosToCents(Number(normalized))) : null;
  },
};

const listOf = (raw: unknown): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)]);

/**
 * Spec section 7 "GET /api/invoices (searchvalues[], searchfields[])": pairs, all of which must match.
 * Blank values are ignored; an unknown field, a bad value or unpaired lists are 400 with violations.
 */
export function invoiceSearchCondition(query: Record<string, unknown>): SQL | undefined {
  const fields = listOf(query['searchfields[]'] ?? query.searchfields);
  const values = listOf(query['searchvalues[]'] ?? query.searchvalues);
  const violations: Violation[] = [];
  if (fields.length !== values.length) {
    violations.push({ propertyPath: 'searchvalues', code: 'validation.invalid', params: { name: 'searchvalues' } });
  }
  const conditions: SQL[] = [];
  fields.forEach((field, i) => {
    const value = values[i]?.trim();
    const match = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
    if (!match) {
      violations.push({ propertyPath: `searchfields[${i}]`, code: 'validation.invalid', params: { name: 'searchfields' } });
      return;
    }
    if (!value) return;
    const condition = match(value);
    if (condition) conditions.push(condition);
    else violations.push({ propertyPath: `searchvalues[${i}]`, code: 'validation.invalid', params: { name: field } });
  });
  if (violations.length) throw new AppError('VALIDATION', violations);
  return conditions.length ? and(...conditions) : undefined;
}
