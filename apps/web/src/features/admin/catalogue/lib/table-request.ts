import { madridDayStart, type TableState } from '@vo/domain';
import { dayBoundParams } from '@/api/collection-query';

/** What the console's table asks for: the list kit's page, order, search and filters. */
export interface TableParams {
  page: number;
  itemsPerPage: number;
  sort: { id: string; direction: 'asc' | 'desc' };
  search: string;
  filter: Record<string, unknown>;
}

type FilterValue = TableState['filter'][string];

const isFilterValue = (value: unknown): value is FilterValue =>
  ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.length > 0);

const asDay = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Spec section 7, the generic table service: the body of POST {base}/find. Filters left empty (undefined, "",
 * an empty list) are left out rather than sent as "no condition"; a blank search is none. With `dayField`, the
 * filter's `from` and `to` days become that field's bounds, in company days (the console works in Madrid's).
 */
export function tableRequest(params: TableParams, dayField?: string): TableState {
  const { from, to, ...rest } = params.filter;
  const filter: TableState['filter'] = {};
  for (const [key, value] of Object.entries(dayField ? rest : params.filter)) {
    if (value === '' || !isFilterValue(value)) continue;
    filter[key] = value;
  }
  if (dayField) Object.assign(filter, dayBoundParams({ field: dayField, from: asDay(from), to: asDay(to), dayStart: madridDayStart }));
  const searchTerm = params.search.trim();
  return {
    filter,
    sorting: { column: params.sort.id, direction: params.sort.direction },
    paginator: { page: params.page, pageSize: params.itemsPerPage },
    ...(searchTerm ? { searchTerm } : {}),
  };
}
