import type { JourneyFamily, TravelSearchType, TravelToolSearch } from '@vo/domain';
import type { CollectionQuery } from '@/api/collection-query';

/** The member's search as the form keeps it (the list's table state filter); every field may be left empty. */
export interface TravelSearchFilter {
  q?: string;
  dateFrom?: string;
  dateTo?: string;
  priceMin?: number;
  priceMax?: number;
  families?: JourneyFamily[];
  type?: TravelSearchType;
  seatsMin?: number;
}

/** The filters of GET /api/travel/search (docs/api.md): prices in euros, the families repeated as `family[]`. */
export function travelSearchFilters(filter: TravelSearchFilter): CollectionQuery['filters'] {
  return {
    q: filter.q,
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    priceMin: filter.priceMin,
    priceMax: filter.priceMax,
    'family[]': filter.families,
    type: filter.type,
    seatsMin: filter.seatsMin,
  };
}

/** What the partners' links take of the search: the text as the destination, and the days. */
export const travelToolSearch = (filter: TravelSearchFilter): TravelToolSearch => ({ destination: filter.q, dateFrom: filter.dateFrom, dateTo: filter.dateTo });
