import { describe, expect, it } from 'vitest';
import { collectionParams } from '@/api/collection-query';
import { coursesQuery } from './get-courses';
import { excursionsQuery } from './get-excursions';
import { journeysQuery } from './get-journeys';

const query = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('catalogue queries', () => {
  it('asks for one family of journeys by departure', () => {
    expect(query(collectionParams(journeysQuery('yellowTide')))).toBe('page=1&itemsPerPage=100&order[departureOn]=asc&family=yellowTide');
  });

  it('asks for the excursions of one journey by date', () => {
    expect(query(collectionParams(excursionsQuery(12)))).toBe('page=1&itemsPerPage=100&order[dateAt]=asc&travel=12');
  });

  it('asks for the courses of one programme by date', () => {
    expect(query(collectionParams(coursesQuery('mastermind')))).toBe('page=1&itemsPerPage=100&order[dateAt]=asc&category=mastermind');
  });
});
