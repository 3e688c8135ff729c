import { fillTravelToolLink } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { collectionParams } from '@/api/collection-query';
import { travelSearchFilters, travelToolSearch } from './travel-search-filter';

describe('the travel search as the API and the partners take it', () => {
  it('sends the filters by their API names, families repeated, empty ones left out', () => {
    const params = collectionParams({ filters: travelSearchFilters({ q: ' Roma ', dateFrom: '2027-05-01', priceMax: 999.5, families: ['gto', 'travel'], seatsMin: 2 }) });
    expect(params.toString()).toBe('q=Roma&dateFrom=2027-05-01&priceMax=999.5&family%5B%5D=gto&family%5B%5D=travel&seatsMin=2');
    expect(collectionParams({ filters: travelSearchFilters({}) }).toString()).toBe('');
  });

  it('fills a partner link with the text and the days', () => {
    const search = travelToolSearch({ q: 'Río de Janeiro', dateFrom: '2027-05-01', priceMin: 10 });
    expect(fillTravelToolLink('https://hotels.example/find?city={destination}&in={dateFrom}&out={dateTo}', search))
      .toBe('https://hotels.example/find?city=R%C3%ADo%20de%20Janeiro&in=2027-05-01&out=');
  });
});
