import { and, asc, desc, gt, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAX_ID, type Violation } from '@vo/domain';
import { AppError } from './errors';

const DEFAULT_ITEMS_PER_PAGE = 30;
const MAX_ITEMS_PER_PAGE = 100;

/** What a collection route allows: API-Platform style names mapped to columns. */
export interface CollectionSpec {
  order: Record<string, PgColumn>;
  defaultOrder: [PgColumn, 'asc' | 'desc'];
  /** `field=v` or `field[]=a&field[]=b` (exact match, any of; `match` when an index needs another shape). */
  filters?: Record<string, { column: PgColumn; parse: (raw: string) => unknown; match?: (values: unknown[]) => SQL }>;
  /** `field[before|strictly_before|after|strictly_after]=date`. */
  dates?: Record<string, PgColumn>;
  /** Columns that `search=` matches, case-insensitive substring. */
  search?: PgColumn[];
}

export interface CollectionQuery {
  page: number;
  itemsPerPage: number;
  offset: number;
  where: SQL | undefined;
  orderBy: SQL[];
}

const DATE_OPERATORS = { before: lte, strictly_before: lt, after: gte, strictly_after: gt } as const;

function positiveInteger(raw: unknown, fallback: number, path: string, violations: Violation[]): number {
  if (raw === undefined || raw === '') return fallback;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || Number(text) < 1) {
    violations.push({ propertyPath: path, code: 'validation.min', params: { name: path, value: 1 } });
    return fallback;
  }
  return Number(text);
}

/**
 * A date filter's value, or null. Only years 1 to 9999: JavaScript reads "99999-01-01" and "-000001-01-01"
 * as dates that PostgreSQL cannot compare with (issue 13, item 9).
 */
function filterDate(raw: unknown): Date | null {
  const when = new Date(String(raw));
  const year = when.getUTCFullYear();
  return Number.isNaN(when.getTime()) || year < 1 || year > 9999 ? null : when;
}

const asList = (raw: unknown): string[] => (Array.isArray(raw) ? raw.map(String) : [String(raw)]);
/** A LIKE pattern's wildcards taken literally. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Parses `page`, `itemsPerPage` (clamped to 100), `order[...]`, filters, date ranges and `search`
 * into SQL pieces. Unknown order fields, bad numbers and bad dates are 400 with violations.
 */
export function parseCollectionQuery(query: Record<string, unknown>, spec: CollectionSpec): CollectionQuery {
  const violations: Violation[] = [];
  const page = positiveInteger(query.page, 1, 'page', violations);
  const itemsPerPage = Math.min(
    positiveInteger(query.itemsPerPage, DEFAULT_ITEMS_PER_PAGE, 'itemsPerPage', violations),
    MAX_ITEMS_PER_PAGE,
  );
  const conditions: SQL[] = [];
  const orderBy: SQL[] = [];

  for (const [key, raw] of Object.entries(query)) {
    const orderMatch = /^order\[(.+)\]$/.exec(key);
    if (orderMatch) {
      const column = spec.order[orderMatch[1]!];
      const direction = String(raw).toLowerCase();
      if (!column || (direction !== 'asc' && direction !== 'desc')) {
        violations.push({ propertyPath: key, code: 'validation.invalid', params: { name: key } });
        continue;
      }
      orderBy.push(direction === 'asc' ? asc(column) : desc(column));
      continue;
    }
    const dateMatch = /^(.+)\[(before|strictly_before|after|strictly_after)\]$/.exec(key);
    if (dateMatch && spec.dates?.[dateMatch[1]!]) {
      const when = filterDate(raw);
      if (!when) {
        violations.push({ propertyPath: key, code: 'validation.invalid', params: { name: key } });
        continue;
      }
      conditions.push(DATE_OPERATORS[dateMatch[2] as keyof typeof DATE_OPERATORS](spec.dates[dateMatch[1]!]!, when));
      continue;
    }
    const filter = spec.filters?.[key.replace(/\[\]$/, '')];
    if (filter) {
      try {
        const values = asList(raw).map(filter.parse);
        conditions.push(filter.match ? filter.match(values) : inArray(filter.column, values));
      } catch {
        violations.push({ propertyPath: key, code: 'validation.invalid', params: { name: key } });
      }
    }
  }
  if (typeof query.search === 'string' && query.search.trim() && spec.search?.length) {
    const pattern = `%${escapeLike(query.search.trim())}%`;
    conditions.push(or(...spec.search.map((c) => ilike(c, pattern)))!);
  }
  if (violations.length) throw new AppError('VALIDATION', violations);

  const [defaultColumn, defaultDirection] = spec.defaultOrder;
  orderBy.push(defaultDirection === 'asc' ? asc(defaultColumn) : desc(defaultColumn));
  return {
    page,
    itemsPerPage,
    offset: (page - 1) * itemsPerPage,
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
  };
}

/** Filter parsers for the common kinds of value. */
export const parseAs = {
  text: (raw: string) => raw,
  integer: (raw: string) => {
    if (!/^-?\d+$/.test(raw)) throw new Error('not an integer');
    const value = Number(raw);
    // Integer filters are on `integer` columns; a value outside their range would fail in the query.
    if (Math.abs(value) > MAX_ID + (value < 0 ? 1 : 0)) throw new Error('outside PostgreSQL integer');
    return value;
  },
  boolean: (raw: string) => {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw new Error('not a boolean');
  },
};

