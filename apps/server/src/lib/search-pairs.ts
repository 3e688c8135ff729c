import type { Violation } from '@vo/domain';
import { and, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from './collection-query';
import { AppError } from './errors';

/** How value i of `searchvalues[]` matches field i of `searchfields[]`: a condition, or null when the value is not valid there. */
export type SearchField = (value: string) => SQL | null;

/** A case-insensitive substring match on a text column. */
export const containsText = (column: PgColumn): SearchField => (value) => ilike(column, `%${escapeLike(value)}%`);

const listOf = (raw: unknown): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)]);

/**
 * Spec section 7 `searchvalues[]` / `searchfields[]` (invoices, reservations): pairs, all of which must match.
 * Blank values are ignored; an unknown field, a bad value or unpaired lists are 400 with violations.
 */
export function searchPairsCondition(query: Record<string, unknown>, fields: Record<string, SearchField>): SQL | undefined {
  const names = listOf(query['searchfields[]'] ?? query.searchfields);
  const values = listOf(query['searchvalues[]'] ?? query.searchvalues);
  const violations: Violation[] = [];
  if (names.length !== values.length) {
    violations.push({ propertyPath: 'searchvalues', code: 'validation.invalid', params: { name: 'searchvalues' } });
  }
  const conditions: SQL[] = [];
  names.forEach((field, i) => {
    const value = values[i]?.trim();
    const match = Object.hasOwn(fields, field) ? fields[field] : undefined;
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
