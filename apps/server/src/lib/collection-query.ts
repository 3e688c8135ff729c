import { and, asc, desc, gt, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { eurosToCents, isDay, MAX_ID, type Violation } from '@vo/domain';
import { AppError } from './errors';

const DEFAULT_ITEMS_PER_PAGE = 30;
const MAX_ITEMS_PER_PAGE = 100;

/** A column, an expression, or a subquery's field (a collection over a union, say). */
type Orderable = PgColumn | SQL | SQL.Aliased;

/**
 * `field=v` or `field[]=a&field[]=b`: an exact match on `column` (any of the values), or the condition `match` makes
 * of them (another shape an index needs, a range, a subquery's field).
 */
export type CollectionFilter = { parse: (raw: string) => unknown } & (
  | { column: PgColumn; match?: (values: unknown[]) => SQL }
  | { match: (values: unknown[]) => SQL }
);

const filterCondition = (filter: CollectionFilter, values: unknown[]): SQL =>
  'column' in filter && !filter.match ? inArray(filter.column, values) : filter.match!(values);

/** What a collection route allows: API-Platform style names mapped to columns (or expressions, e.g. a jsonb text). */
export interface CollectionSpec {
  order: Record<string, Orderable>;
  defaultOrder: [PgColumn | SQL.Aliased, 'asc' | 'desc'];
  filters?: Record<string, CollectionFilter>;
  /** `field[before|strictly_before|after|strictly_after]=date`. */
  dates?: Record<string, PgColumn>;
  /** Columns that `search=` matches, case-insensitive substring. */
  search?: (PgColumn | SQL)[];
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
  const text = String(raw);
  // JavaScript rolls a day off the calendar (2026-02-30) over to the next month: the day written must exist.
  const day = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  if (day && !isDay(day)) return null;
  const when = new Date(text);
  const year = when.getUTCFullYear();
  return Number.isNaN(when.getTime()) || year < 1 || year > 9999 ? null : when;
}

const asList = (raw: unknown): string[] => (Array.isArray(raw) ? raw.map(String) : [String(raw)]);
// Own names only: `order[constructor]` or `toString[after]` must not find Object.prototype's members.
const own = <T>(map: Record<string, T> | undefined, name: string): T | undefined => (map && Object.hasOwn(map, name) ? map[name] : undefined);
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
      const column = own(spec.order, orderMatch[1]!);
      const direction = String(raw).toLowerCase();
      if (!column || (direction !== 'asc' && direction !== 'desc')) {
        violations.push({ propertyPath: key, code: 'validation.invalid', params: { name: key } });
        continue;
      }
      orderBy.push(direction === 'asc' ? asc(column) : desc(column));
      continue;
    }
    const dateMatch = /^(.+)\[(before|strictly_before|after|strictly_after)\]$/.exec(key);
    const dateColumn = dateMatch ? own(spec.dates, dateMatch[1]!) : undefined;
    if (dateMatch && dateColumn) {
      const when = filterDate(raw);
      if (!when) {
        violations.push({ propertyPath: key, code: 'validation.invalid', params: { name: key } });
        continue;
      }
      conditions.push(DATE_OPERATORS[dateMatch[2] as keyof typeof DATE_OPERATORS](dateColumn, when));
      continue;
    }
    const filter = own(spec.filters, key.replace(/\[\]$/, ''));
    if (filter) {
      try {
        const values = asList(raw).map(filter.parse);
        conditions.push(filterCondition(filter, values));
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

function integer(raw: string): number {
  if (!/^-?\d+$/.test(raw)) throw new Error('not an integer');
  const value = Number(raw);
  // Integer filters are on `integer` columns; a value outside their range would fail in the query.
  if (Math.abs(value) > MAX_ID + (value < 0 ? 1 : 0)) throw new Error('outside PostgreSQL integer');
  return value;
}

/** Filter parsers for the common kinds of value. */
export const parseAs = {
  text: (raw: string) => raw,
  integer,
  boolean: (raw: string) => {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw new Error('not a boolean');
  },
  /** One of an enumeration's values (an unknown one is a mistake worth a 400, not an empty page). */
  oneOf: (values: readonly string[]) => (raw: string) => {
    if (!values.includes(raw)) throw new Error('not one of the values');
    return raw;
  },
  /** A calendar day, YYYY-MM-DD, that exists (PostgreSQL has no year 0). */
  day: (raw: string) => {
    if (!isDay(raw) || raw.startsWith('0000')) throw new Error('not a day');
    return raw;
  },
  /** Euros as the API shows amounts (not negative, at most two decimals, below a billion), as the cents stored. */
  euros: (raw: string) => {
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) throw new Error('not an amount in euros');
    return eurosToCents(Number(raw));
  },
  /** An id as API Platform clients send it: `3` or the IRI `/api/{resource}/3`. */
  reference: (resource: string) => (raw: string) => integer(raw.startsWith(`/api/${resource}/`) ? raw.slice(`/api/${resource}/`.length) : raw),
};

