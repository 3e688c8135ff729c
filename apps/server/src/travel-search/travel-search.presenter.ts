import { centsToEuros, type TravelSearchResult } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import { hydraItem } from '../lib/hydra';
import { requestLanguage } from '../lib/request-language';
import type { TravelSearchRow } from './travel-search-list';

// Each result is the item itself: its address, and the photo at the item's own photo route.
const RESOURCE = { journey: 'travel', excursion: 'excursions' } as const;

/** A search result of GET /api/travel/search in the caller's language (Accept-Language); euros at this boundary only. */
export const presentTravelSearchResult = (request: FastifyRequest) => {
  const language = requestLanguage(request);
  return (row: TravelSearchRow): TravelSearchResult => {
    const resource = RESOURCE[row.type];
    return hydraItem(resource, 'TravelSearchResult', row.id, {
      type: row.type,
      title: row.title[language],
      destination: row.destination,
      country: row.country,
      family: row.family,
      departureOn: row.departureOn,
      returnOn: row.returnOn,
      price: centsToEuros(row.price),
      seatsLeft: row.seatsLeft,
      journey: { '@id': `/api/travel/${row.journeyId}`, id: row.journeyId },
      photo: row.photoId ? `/api/${resource}/${row.id}/photo?v=${row.photoId}` : null,
    });
  };
};
