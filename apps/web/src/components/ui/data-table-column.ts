import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Where a column shows on a phone card: `title` and `subtitle` top left, `aside` top right (the amount),
 * `body` a line of its own, `field` "Label: value", `meta` the small "label value · label value" line,
 * `actions` the buttons at the bottom.
 */
export type CardSlot = 'title' | 'subtitle' | 'aside' | 'body' | 'field' | 'meta' | 'actions';

/** `data-*` attributes (and `data-testid`) a browser test finds a row's value by. */
export type DataAttributes = Record<`data-${string}`, string | number | undefined>;

/** One column of a `DataTable`: its title, what a row shows in it, and how it sorts and reads on a phone. */
export interface Column<Row, SortId extends string = never> {
  id: string;
  header: string;
  /** The title is heard, not seen (a column of buttons). */
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The API column a click on the title sorts by. */
  sort?: SortId;
  /** Figures go right. */
  align?: 'left' | 'right';
  nowrap?: boolean;
  fw?: number;
  color?: (row: Row) => MantineColor | undefined;
  attributes?: (row: Row) => DataAttributes;
  /** Stays in view at the right edge of a table that scrolls sideways (the row's action). */
  sticky?: boolean;
  /** Cell styles a column needs (a maximum width for long text). */
  maw?: number;
  miw?: number;
  /** False: only on the phone card (what the table shows inside another column's cell). */
  table?: boolean;
  /** Its place on the phone card (default `field`); false leaves it out. */
  card?: CardSlot | false;
  /** What the card shows instead of `cell`; nothing (null, false, '') leaves the line out. */
  cardCell?: (row: Row) => ReactNode;
  /** The card's label, when it differs from the title. */
  cardLabel?: string;
}

/** Nothing to show: the card leaves the line out. */
export const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** The columns a phone's order select offers, in the table's order. */
export function sortableColumns<Row, SortId extends string>(columns: readonly Column<Row, SortId>[]): { id: SortId; label: string }[] {
  return columns.flatMap((column) => (column.sort ? [{ id: column.sort, label: column.cardLabel ?? column.header }] : []));
}

/** The columns of each card slot, in the table's order; a card without a title takes the first column as its title. */
export function cardSlots<Row, SortId extends string>(columns: readonly Column<Row, SortId>[]): Record<CardSlot, Column<Row, SortId>[]> {
  const slots: Record<CardSlot, Column<Row, SortId>[]> = { title: [], subtitle: [], aside: [], body: [], field: [], meta: [], actions: [] };
  const hasTitle = columns.some((column) => column.card === 'title');
  columns.forEach((column, index) => {
    if (column.card === false) return;
    const slot = column.card ?? (!hasTitle && index === 0 ? 'title' : 'field');
    slots[slot].push(column);
  });
  return slots;
}
