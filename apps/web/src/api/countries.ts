import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@vo/domain';
import { fetchAll } from './hydra';

// The resource's type comes from its response schema in packages/domain (the server validates against it).
export type { Country };

/** GET /api/countries?order[name]=asc, every page. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return fetchAll<Country>('/api/countries', { order: { id: 'name', direction: 'asc' } }, signal);
}

export const countriesQueryOptions = () => queryOptions({ queryKey: ['countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

/** The country's name in the member's language. */
export function countryName(country: Country, language: string): string {
  if (language === 'en') return country.nameEn || country.name;
  if (language === 'pt') return country.namePt || country.name;
  return country.name;
}
