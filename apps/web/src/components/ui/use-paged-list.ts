import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Page } from '@/api/hydra';
import { useTableState } from '@/lib/table-state';
import { pageCount } from './page-range';
import type { PagerProps } from './pager';
import { sortOf, type Sort } from './sort';

/** What a paged read asks the server for: the table state of the screen. */
export interface PagedParams<SortId extends string, Filter> {
  page: number;
  itemsPerPage: number;
  sort: Sort<SortId>;
  filter: Filter;
  search: string;
}

/** What a `DataTable` needs of a paged list: its rows, their read, the order and the pager. */
export interface PagedTable<Row, SortId extends string> {
  rows: Row[];
  query: UseQueryResult<Page<Row>>;
  sort?: Sort<SortId>;
  onSort?: (sort: Sort<SortId>) => void;
  pager: PagerProps;
}

export interface PagedListOptions<Row, SortId extends string, Filter, Key extends QueryKey = QueryKey> {
  /** The table state's key (lib/table-state.tsx): each list of a screen has its own. */
  id: string;
  /** The columns the API orders by, and the screen's order until the user picks one. */
  sorts?: readonly SortId[];
  defaultSort?: Sort<SortId>;
  /** The read of one page (an api file's query options). */
  query: (params: PagedParams<SortId, Filter>) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
}

const NO_SORT = { id: 'id', direction: 'asc' } as Sort<never>;

/**
 * A list paged, sorted, filtered and searched by the server. Its state is the screen's table state (spec
 * section 3 "Generic table state", reset on each navigation); the read keeps the previous page on screen
 * while the next arrives; a page past the end (rows confirmed, cancelled, filtered away) moves back to the last.
 * `table` goes straight into a `DataTable`.
 */
export function usePagedList<Row, SortId extends string = never, Filter extends object = Record<string, never>, Key extends QueryKey = QueryKey>({
  id,
  sorts,
  defaultSort,
  query,
}: PagedListOptions<Row, SortId, Filter, Key>) {
  const [state, actions] = useTableState(id);
  const sort = sorts && defaultSort ? sortOf(state.sorting, sorts, defaultSort) : NO_SORT;
  const filter = state.filter as Filter;
  const read = useQuery({ ...query({ page: state.page, itemsPerPage: state.size, sort, filter, search: state.search }), placeholderData: keepPreviousData });
  const total = read.data?.total;
  const { setPage } = actions;
  useEffect(() => {
    if (total !== undefined && state.page > pageCount(total, state.size)) setPage(pageCount(total, state.size));
  }, [state.page, state.size, total, setPage]);
  const rows = read.data?.items ?? [];

  return {
    ...actions,
    setFilter: actions.setFilter as (filter: Filter) => void,
    page: state.page,
    size: state.size,
    sort,
    filter,
    search: state.search,
    /** Something narrows the list: its empty text says "no matches" rather than "nothing yet". */
    filtered: Object.values(filter).some(Boolean) || Boolean(state.search),
    query: read,
    rows,
    total: total ?? 0,
    table: {
      rows,
      query: read,
      ...(sorts ? { sort, onSort: actions.setSorting } : {}),
      pager: { page: state.page, size: state.size, total: total ?? 0, onPage: setPage, onSize: actions.setSize },
    } satisfies PagedTable<Row, SortId> as PagedTable<Row, SortId>,
  };
}
