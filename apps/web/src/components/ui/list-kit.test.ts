import { describe, expect, it } from 'vitest';
import { cardSlots, sortableColumns, type Column } from './data-table-column';
import { rangeIsValid, validRange } from './date-range';
import { pageCount, pageRange } from './page-range';
import { nextSort, parseSortValue, sortOf, sortValue } from './sort';

describe('page range', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(60, 10)).toBe(6);
  });

  it('says which rows a page shows: "1–10 of 57", the last page cut at the total, 0–0 when empty', () => {
    expect(pageRange(1, 10, 57)).toEqual({ from: 1, to: 10 });
    expect(pageRange(6, 10, 57)).toEqual({ from: 51, to: 57 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    // A page past the end (rows just left the list) reads as the last one.
    expect(pageRange(9, 10, 57)).toEqual({ from: 51, to: 57 });
  });
});

describe('sort', () => {
  it('turns the same column around and starts another ascending', () => {
    expect(nextSort({ id: 'createAt', direction: 'asc' }, 'createAt')).toEqual({ id: 'createAt', direction: 'desc' });
    expect(nextSort({ id: 'createAt', direction: 'desc' }, 'createAt')).toEqual({ id: 'createAt', direction: 'asc' });
    expect(nextSort({ id: 'createAt', direction: 'desc' }, 'value')).toEqual({ id: 'value', direction: 'asc' });
    expect(nextSort(undefined, 'value')).toEqual({ id: 'value', direction: 'asc' });
  });

  it('keeps the table state\'s order only when it names one of the screen\'s columns', () => {
    const fallback = { id: 'createAt', direction: 'desc' } as const;
    expect(sortOf({ id: 'id', direction: 'asc' }, ['createAt', 'value'], fallback)).toEqual(fallback);
    expect(sortOf({ id: 'value', direction: 'asc' }, ['createAt', 'value'], fallback)).toEqual({ id: 'value', direction: 'asc' });
  });

  it('reads the phone\'s order select back, column names with dots included', () => {
    expect(sortValue({ id: 'fromUser.username', direction: 'desc' })).toBe('fromUser.username:desc');
    expect(parseSortValue('fromUser.username:desc', ['fromUser.username'])).toEqual({ id: 'fromUser.username', direction: 'desc' });
    expect(parseSortValue('other:desc', ['fromUser.username'])).toBeUndefined();
    expect(parseSortValue('fromUser.username:up', ['fromUser.username'])).toBeUndefined();
  });
});

describe('date range', () => {
  it('refuses an end before the start and sends nothing of it', () => {
    expect(rangeIsValid({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(validRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({});
    expect(validRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(validRange({ from: '', to: '2026-03-01' })).toEqual({ from: undefined, to: '2026-03-01' });
  });
});

describe('columns', () => {
  type Row = { id: number };
  const column = (id: string, extra: Partial<Column<Row, string>> = {}): Column<Row, string> => ({ id, header: id.toUpperCase(), cell: (r) => r.id, ...extra });

  it('offers the sortable columns to the phone, in the table\'s order, by their card label', () => {
    expect(sortableColumns([column('a', { sort: 'x' }), column('b'), column('c', { sort: 'y', cardLabel: 'See' })])).toEqual([
      { id: 'x', label: 'A' },
      { id: 'y', label: 'See' },
    ]);
  });

  it('puts each column in its card slot; without a title the first column is the title', () => {
    const slots = cardSlots([column('a'), column('b', { card: 'aside' }), column('c'), column('d', { card: false })]);
    expect(slots.title.map((c) => c.id)).toEqual(['a']);
    expect(slots.aside.map((c) => c.id)).toEqual(['b']);
    expect(slots.field.map((c) => c.id)).toEqual(['c']);
    const titled = cardSlots([column('a'), column('b', { card: 'title' })]);
    expect(titled.title.map((c) => c.id)).toEqual(['b']);
    expect(titled.field.map((c) => c.id)).toEqual(['a']);
  });
});
