import type { QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table';
import { usePagedList, type PagedListOptions } from './use-paged-list';

type Props<Row, SortId extends string, Key extends QueryKey> = Omit<DataTableProps<Row, SortId>, 'rows' | 'query' | 'sort' | 'onSort' | 'pager'> & {
  /** The list's own paged read: a section of a screen, with no filter or search of its own. */
  list: PagedListOptions<Row, SortId, object, Key>;
};

/** A section's list (a member's movements or reservations, the Enjoy bonuses): its paged read and its table in one. */
export function PagedDataTable<Row, SortId extends string = never, Key extends QueryKey = QueryKey>({ list, ...table }: Props<Row, SortId, Key>) {
  const paged = usePagedList<Row, SortId, object, Key>(list);
  return <DataTable {...paged.table} {...table} />;
}
