import { em, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, Key } from 'react';
import { DataTableCards } from './data-table-cards';
import type { Column, DataAttributes } from './data-table-column';
import { ListStates } from './list-states';
import { Pager, type PagerProps } from './pager';
import type { Sort } from './sort';
import { SortHeader } from './sort-header';

/** For the cells of a column of actions that stays at the right edge of a table scrolling sideways. */
const STICKY_RIGHT = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;

/** Below the `sm` breakpoint (where the side menu hides) rows become cards. */
const PHONE = `(max-width: ${em(767)})`;

export interface DataTableProps<Row, SortId extends string = never> {
  columns: readonly Column<Row, SortId>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The read the rows come from (its error, its first load, a new page on its way); left out when they arrived inside another read. */
  query?: { isError: boolean; error: unknown; isPending: boolean; isPlaceholderData?: boolean };
  emptyText: string;
  emptyTestId?: string;
  sort?: Sort<SortId>;
  onSort?: (sort: Sort<SortId>) => void;
  /** A list paged by the server; the pager shows while there are rows. */
  pager?: PagerProps;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Keeps every cell on one line (columns can still wrap their own text). */
  nowrap?: boolean;
  /** On phones, cards instead of the table (default); a narrow table that fits a phone keeps its rows. */
  cards?: boolean;
  testId?: string;
  cardsTestId?: string;
  rowTestId?: string;
  rowAttributes?: (row: Row) => DataAttributes;
  loaderHeight?: number;
  /**
   * A table with no link or button inside: its sideways scroll is reached by focusing the viewport (WCAG 2.1.1).
   * Tables with buttons leave it out, so the keyboard does not stop on the viewport too.
   */
  focusableScroll?: boolean;
}

function cellStyle<Row>(column: Column<Row, string>): CSSProperties | undefined {
  const style: CSSProperties = {
    ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
    ...(column.sticky ? STICKY_RIGHT : {}),
    // Figures line up by their digits.
    ...(column.align === 'right' ? { fontVariantNumeric: 'tabular-nums' } : {}),
  };
  return Object.keys(style).length ? style : undefined;
}

/**
 * The list kit's table (STYLE.md "Avoid"): one column list gives the header (sortable titles), the rows, the
 * phone cards with their order select, the error / loading / empty states and the pager.
 */
export function DataTable<Row, SortId extends string = never>(props: DataTableProps<Row, SortId>) {
  const { rows, rowKey, query, emptyText, emptyTestId, sort, onSort, pager, minWidth = 640, nowrap = false, cards = true } = props;
  const columns = props.columns.filter((column) => column.table !== false);
  const phone = useMediaQuery(PHONE);
  const stale = query?.isPlaceholderData ?? false;
  const showPager = pager && rows.length > 0 && !query?.isError;

  return (
    <Stack gap="sm">
      <ListStates query={query} count={rows.length} emptyText={emptyText} emptyTestId={emptyTestId} loaderHeight={props.loaderHeight}>
        {cards && phone ? (
          <DataTableCards
            columns={props.columns}
            rows={rows}
            rowKey={rowKey}
            sort={sort}
            onSort={onSort}
            stale={stale}
            testId={props.cardsTestId}
            rowTestId={props.rowTestId}
            rowAttributes={props.rowAttributes}
          />
        ) : (
          <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={props.focusableScroll ? { viewportProps: { tabIndex: 0 } } : undefined}>
            <Table
              striped
              highlightOnHover
              verticalSpacing={6}
              fz="sm"
              style={{ opacity: stale ? 0.6 : 1, whiteSpace: nowrap ? 'nowrap' : undefined }}
              aria-busy={stale || undefined}
              data-testid={props.testId}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) =>
                    column.sort && sort && onSort ? (
                      <SortHeader key={column.id} id={column.sort} sort={sort} onSort={onSort} align={column.align}>
                        {column.header}
                      </SortHeader>
                    ) : (
                      <Table.Th key={column.id} ta={column.align} style={cellStyle(column)}>
                        {column.hiddenHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                      </Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={props.rowTestId} {...props.rowAttributes?.(row)}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.id}
                        ta={column.align}
                        fw={column.fw}
                        c={column.color?.(row)}
                        maw={column.maw}
                        miw={column.miw}
                        style={cellStyle(column)}
                        {...column.attributes?.(row)}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
      {showPager && <Pager {...pager} />}
    </Stack>
  );
}
