/** A column and direction the API orders by (`order[column]=asc`). */
export interface Order {
  id: string;
  direction: 'asc' | 'desc';
}

/** One page of a list in a chosen order, as a list screen asks for it. */
export interface SortedPageRequest<SortId extends string> {
  page: number;
  itemsPerPage: number;
  sort: Order & { id: SortId };
}

type Scalar = string | number | boolean | null | undefined;

/**
 * A range of calendar days (YYYY-MM-DD, both included) on a date field of the API, sent as instants: from the
 * first instant of `from` to the first instant of the day after `to`.
 */
export interface DayBounds {
  /** The field the API filters on (`createAt`, `confirmAt`…). */
  field: string;
  from?: string;
  to?: string;
  /**
   * `after` sends the first instant of `from`; `strictly_after` the last millisecond of the day before (the
   * bound the spec gives invoices).
   */
  lower?: 'after' | 'strictly_after';
  /** The first instant of a day; by default in the browser's own zone (the member's days). */
  dayStart?: (day: string) => Date;
}

/** The query of a hydra collection read (spec section 7): paging, order, filters, text searches and day bounds. */
export interface CollectionQuery {
  page?: number;
  itemsPerPage?: number;
  order?: Order;
  /** Sent as they are, trimmed; blank ones are left out. A list repeats its key (`type[]=a&type[]=b`). */
  filters?: Record<string, Scalar | readonly Scalar[]>;
  /** Text filters every one of which must match, as `searchfields[]`/`searchvalues[]` pairs; blank ones are left out. */
  searchFields?: Record<string, string | undefined>;
  dates?: DayBounds;
}

const localDayStart = (day: string) => new Date(`${day}T00:00:00`);

/** The calendar day after `day`, whatever the browser's zone. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function text(value: Scalar): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The query string of a collection read, with the API's names for paging, order, filters and date bounds. */
export function collectionParams(query: CollectionQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.itemsPerPage !== undefined) params.set('itemsPerPage', String(query.itemsPerPage));
  if (query.order) params.set(`order[${query.order.id}]`, query.order.direction);
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    const values = Array.isArray(value) ? (value as readonly Scalar[]) : [value as Scalar];
    for (const one of values) {
      const sent = text(one);
      if (sent !== undefined) params.append(key, sent);
    }
  }
  for (const [field, value] of Object.entries(query.searchFields ?? {})) {
    const sent = text(value);
    if (sent === undefined) continue;
    params.append('searchfields[]', field);
    params.append('searchvalues[]', sent);
  }
  for (const [key, value] of Object.entries(query.dates ? dayBoundParams(query.dates) : {})) params.set(key, value);
  return params;
}

/** The API's date bounds of a range of days (`createAt[after]`, `createAt[strictly_before]`); an open end sends none. */
export function dayBoundParams(dates: DayBounds): Record<string, string> {
  const bounds: Record<string, string> = {};
  const start = dates.dayStart ?? localDayStart;
  if (dates.from) {
    const from = start(dates.from);
    if (dates.lower === 'strictly_after') bounds[`${dates.field}[strictly_after]`] = new Date(from.getTime() - 1).toISOString();
    else bounds[`${dates.field}[after]`] = from.toISOString();
  }
  if (dates.to) bounds[`${dates.field}[strictly_before]`] = start(dayAfter(dates.to)).toISOString();
  return bounds;
}
