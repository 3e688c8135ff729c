import { describe, expect, it } from 'vitest';
import { collectionParams } from '@/api/collection-query';
import { invoicesQuery, type InvoicesQuery } from './get-invoices';

const invoicesParams = (query: InvoicesQuery) => collectionParams(invoicesQuery(query));

describe('invoicesQuery', () => {
  it('sends the text filters as searchfields[]/searchvalues[] pairs and the days as strict bounds', () => {
    const params = invoicesParams({
      type: 'issued', page: 2, itemsPerPage: 10, sort: { id: 'actualAmount', direction: 'asc' },
      invoiceNo: ' A2026 ', concept: 'Comisiones', from: '2026-03-01', to: '2026-03-31',
    });
    expect(params.get('invoiceType')).toBe('issued');
    expect(params.get('order[actualAmount]')).toBe('asc');
    expect(params.getAll('searchfields[]')).toEqual(['invoiceNo', 'concept']);
    expect(params.getAll('searchvalues[]')).toEqual(['A2026', 'Comisiones']);
    const after = new Date(params.get('createAt[strictly_after]')!);
    const before = new Date(params.get('createAt[strictly_before]')!);
    // From the last millisecond before 1 March to the first instant of 1 April, local time.
    expect(after.getTime()).toBe(new Date('2026-03-01T00:00:00').getTime() - 1);
    expect(before.getTime()).toBe(new Date('2026-04-01T00:00:00').getTime());
  });

  it('leaves blank filters out', () => {
    const params = invoicesParams({ type: 'receipt', page: 1, itemsPerPage: 10, sort: { id: 'createAt', direction: 'desc' }, invoiceNo: '  ' });
    expect(params.has('searchfields[]')).toBe(false);
    expect(params.has('createAt[strictly_after]')).toBe(false);
  });
});
