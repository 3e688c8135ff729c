import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { getSettings } from './settings';

/** Spec section 3 "Generic table state". */
export interface TableState {
  filter: Record<string, unknown>;
  sorting: { id: string; direction: 'asc' | 'desc' };
  page: number;
  size: number;
  total: number;
  search: string;
  selected: number[];
}

export function defaultTableState(size = getSettings().defaultPageSize): TableState {
  return { filter: {}, sorting: { id: 'id', direction: 'asc' }, page: 1, size, total: 0, search: '', selected: [] };
}

interface Store {
  pathname: string;
  tables: Record<string, TableState>;
}

interface TableStateContextValue {
  get: (tableId: string) => TableState;
  set: (tableId: string, update: (state: TableState) => TableState) => void;
}

const TableStateContext = createContext<TableStateContextValue | null>(null);

/** Holds the state of every table on the current screen; any navigation (new pathname) starts them afresh. */
export function TableStateProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [store, setStore] = useState<Store>({ pathname, tables: {} });
  // Spec section 2: table state is reset on each navigation.
  const tables = useMemo(() => (store.pathname === pathname ? store.tables : {}), [store, pathname]);

  const get = useCallback((tableId: string) => tables[tableId] ?? defaultTableState(), [tables]);
  const set = useCallback(
    (tableId: string, update: (state: TableState) => TableState) =>
      setStore((previous) => {
        const base = previous.pathname === pathname ? previous.tables : {};
        return { pathname, tables: { ...base, [tableId]: update(base[tableId] ?? defaultTableState()) } };
      }),
    [pathname],
  );
  const value = useMemo(() => ({ get, set }), [get, set]);
  return <TableStateContext value={value}>{children}</TableStateContext>;
}

/** One table's state and its setters; changing filter, search, sorting or size goes back to page 1. */
export function useTableState(tableId = 'default') {
  const context = useContext(TableStateContext);
  if (!context) throw new Error('useTableState needs a TableStateProvider');
  const state = context.get(tableId);
  const { set } = context;
  const actions = useMemo(() => {
    const patch = (p: Partial<TableState>) => set(tableId, (s) => ({ ...s, ...p }));
    return {
      setFilter: (filter: Record<string, unknown>) => patch({ filter, page: 1 }),
      setSorting: (sorting: TableState['sorting']) => patch({ sorting, page: 1 }),
      setPage: (page: number) => patch({ page }),
      setSize: (size: number) => patch({ size, page: 1 }),
      setTotal: (total: number) => patch({ total }),
      setSearch: (search: string) => patch({ search, page: 1 }),
      setSelected: (selected: number[]) => patch({ selected }),
      reset: () => set(tableId, () => defaultTableState()),
    };
  }, [set, tableId]);
  return [state, actions] as const;
}
