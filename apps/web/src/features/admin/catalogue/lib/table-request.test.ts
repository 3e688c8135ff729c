import { describe, expect, it } from 'vitest';
import { idOfIri, RESOURCE_CONFIG, resourceOfSlug, CATALOGUE_RESOURCES } from './catalogue-resources';
import { tableRequest } from './table-request';

const params = { page: 2, itemsPerPage: 25, sort: { id: 'departureOn', direction: 'desc' as const }, search: '', filter: {} };

describe('tableRequest', () => {
  it('maps the list state onto the generic table service body', () => {
    expect(tableRequest(params)).toEqual({ filter: {}, sorting: { column: 'departureOn', direction: 'desc' }, paginator: { page: 2, pageSize: 25 } });
  });

  it('sends a trimmed search term and only the filters that say something', () => {
    const body = tableRequest({ ...params, search: '  crucero ', filter: { family: ['gto'], isActive: false, kind: '', country: undefined, travel: [] } });
    expect(body.searchTerm).toBe('crucero');
    expect(body.filter).toEqual({ family: ['gto'], isActive: false });
  });

  it('turns a range of company days into bounds on the date field, the last day included', () => {
    const body = tableRequest({ ...params, filter: { category: 'mastermind', from: '2027-03-01', to: '2027-03-31' } }, 'dateAt');
    expect(body.filter).toEqual({ category: 'mastermind', 'dateAt[after]': '2027-02-28T23:00:00.000Z', 'dateAt[strictly_before]': '2027-03-31T22:00:00.000Z' });
    expect(tableRequest({ ...params, filter: { to: '' } }, 'dateAt').filter).toEqual({});
  });
});

describe('catalogue resources', () => {
  it('gives every resource its own address and a default order among its sorts', () => {
    for (const resource of CATALOGUE_RESOURCES) {
      const config = RESOURCE_CONFIG[resource];
      expect(resourceOfSlug(config.slug)).toBe(resource);
      expect(config.sorts).toContain(config.defaultSort.id);
    }
    expect(resourceOfSlug('attendanceCodes')).toBeUndefined();
  });

  it('reads the id at the end of an IRI', () => {
    expect(idOfIri('/api/category_events/14')).toBe(14);
  });
});
