import { describe, expect, it } from 'vitest';
import { collectionParams } from '@/api/collection-query';
import { trainingsQuery } from './get-trainings';

const query = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('trainingsQuery', () => {
  it('asks for one page in the chosen order with the search, category and language picked', () => {
    const params = collectionParams(trainingsQuery({ page: 2, itemsPerPage: 10, sort: { id: 'date', direction: 'desc' }, search: ' ventas ', category: 'travel', language: 'pt' }));
    expect(query(params)).toBe('page=2&itemsPerPage=10&order[date]=desc&search=ventas&category=travel&language=pt');
  });

  it('leaves out what is not picked', () => {
    expect(query(collectionParams(trainingsQuery({ page: 1, itemsPerPage: 10, sort: { id: 'title', direction: 'asc' }, search: '' })))).toBe(
      'page=1&itemsPerPage=10&order[title]=asc',
    );
  });
});
