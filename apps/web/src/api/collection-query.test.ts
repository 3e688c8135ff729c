import { describe, expect, it } from 'vitest';
import { collectionParams } from './collection-query';

describe('collectionParams', () => {
  it('sends paging and order with the API names', () => {
    const params = collectionParams({ page: 3, itemsPerPage: 15, order: { id: 'fromUser.username', direction: 'desc' } });
    expect(params.toString()).toBe('page=3&itemsPerPage=15&order%5BfromUser.username%5D=desc');
  });

  it('trims filters, leaves blank ones out and repeats the key of a list', () => {
    const params = collectionParams({ filters: { status: ' pending ', search: '  ', type: undefined, active: false, level: 2, 'type[]': ['enjoy_points', 'enjoy_pass'] } });
    expect(params.get('status')).toBe('pending');
    expect(params.has('search')).toBe(false);
    expect(params.has('type')).toBe(false);
    expect(params.get('active')).toBe('false');
    expect(params.get('level')).toBe('2');
    expect(params.getAll('type[]')).toEqual(['enjoy_points', 'enjoy_pass']);
  });

  it('pairs searchfields[] with searchvalues[], in order, without the blank ones', () => {
    const params = collectionParams({ searchFields: { invoiceNo: ' A2026 ', reason: '', concept: 'Comisiones' } });
    expect(params.getAll('searchfields[]')).toEqual(['invoiceNo', 'concept']);
    expect(params.getAll('searchvalues[]')).toEqual(['A2026', 'Comisiones']);
  });

  it('turns a range of the member\'s days into instants: from the first of `from` to the first of the day after `to`', () => {
    const params = collectionParams({ dates: { field: 'createAt', from: '2026-02-27', to: '2026-02-28' } });
    expect(params.get('createAt[after]')).toBe(new Date('2026-02-27T00:00:00').toISOString());
    // The day after the last of February, across the month.
    expect(params.get('createAt[strictly_before]')).toBe(new Date('2026-03-01T00:00:00').toISOString());
  });

  it('gives the strict lower bound as the last millisecond of the day before', () => {
    const params = collectionParams({ dates: { field: 'createAt', from: '2026-03-01', lower: 'strictly_after' } });
    expect(new Date(params.get('createAt[strictly_after]')!).getTime()).toBe(new Date('2026-03-01T00:00:00').getTime() - 1);
    expect(params.has('createAt[after]')).toBe(false);
    expect(params.has('createAt[strictly_before]')).toBe(false);
  });

  it('reads the days in another zone when told how a day starts there', () => {
    const madrid = (day: string) => new Date(`${day}T00:00:00+01:00`);
    const params = collectionParams({ dates: { field: 'confirmAt', from: '2026-03-10', to: '2026-03-10', dayStart: madrid } });
    expect(params.get('confirmAt[after]')).toBe('2026-03-09T23:00:00.000Z');
    expect(params.get('confirmAt[strictly_before]')).toBe('2026-03-10T23:00:00.000Z');
  });
});
