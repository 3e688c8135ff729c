import { describe, expect, it } from 'vitest';
import { collectionParams } from '@/api/collection-query';
import { coursesQuery } from './get-courses';
import { excursionsQuery } from './get-excursions';
import { journeysQuery, localToday } from './get-journeys';

const query = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('catalogue queries', () => {
  it('asks for one family of journeys still to depart, by departure', () => {
    expect(query(collectionParams(journeysQuery('yellowTide', '2026-11-26')))).toBe(
      'page=1&itemsPerPage=100&order[departureOn]=asc&family=yellowTide&departureOn[after]=2026-11-26',
    );
  });

  it('reads today in the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('asks for the excursions of one journey by date', () => {
    expect(query(collectionParams(excursionsQuery(12)))).toBe('page=1&itemsPerPage=100&order[dateAt]=asc&travel=12');
  });

  it('asks for the courses of one programme from today on, by date', () => {
    const params = collectionParams(coursesQuery('mastermind', '2026-11-26'));
    expect(params.get('category')).toBe('mastermind');
    expect(params.get('order[dateAt]')).toBe('asc');
    // From the first instant of the member's day.
    expect(params.get('dateAt[after]')).toBe(new Date('2026-11-26T00:00:00').toISOString());
  });
});
