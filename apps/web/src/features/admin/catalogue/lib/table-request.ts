import type { TableState } from '@vo/domain';

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

/**
 * Spec section 7, the generic table service: the body of POST {base}/find. Filters left empty (undefined, "",
 * an empty list) are left out rather than sent as "no condition"; a blank search is none.
 */
export function tableRequest(params: TableParams): TableState {
  const filter: TableState['filter'] = {};
  for (const [key, value] of Object.entries(params.filter)) {
    if (value === '' || !isFilterValue(value)) continue;
    filter[key] = value;
  }
  const searchTerm = params.search.trim();
  return {
    filter,
    sorting: { column: params.sort.id, direction: params.sort.direction },
    paginator: { page: params.page, pageSize: params.itemsPerPage },
    ...(searchTerm ? { searchTerm } : {}),
  };
}
