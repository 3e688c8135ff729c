import { z } from 'zod';
import { JOURNEY_FAMILIES } from '../bookings/catalogue';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** What the travel search engine finds (DESIGN.md section 7b): journeys and excursions of our catalogue. */
export const TRAVEL_SEARCH_TYPES = ['journey', 'excursion'] as const;
export type TravelSearchType = (typeof TRAVEL_SEARCH_TYPES)[number];

/** The columns GET /api/travel/search orders by (`order[...]`). */
export const TRAVEL_SEARCH_ORDERS = ['departureOn', 'price', 'seatsLeft'] as const;
export type TravelSearchOrder = (typeof TRAVEL_SEARCH_ORDERS)[number];

/**
 * One result of GET /api/travel/search: `@id` is the journey's or the excursion's own address; the title is in the
 * caller's language; an excursion's place, country and family are its journey's, and `departureOn` = `returnOn` =
 * its day (Madrid). `journey` is the page to book from (an excursion's journey).
 */
export const travelSearchResultSchema = hydraItemSchema('TravelSearchResult', {
  type: z.enum(TRAVEL_SEARCH_TYPES),
  title: z.string(),
  destination: z.string(),
  country: z.string(),
  family: z.enum(JOURNEY_FAMILIES),
  departureOn: z.iso.date(),
  returnOn: z.iso.date(),
  price: z.number(),
  seatsLeft: z.number().int(),
  journey: z.strictObject({ '@id': z.string(), id: z.number().int() }),
  photo: z.string().nullable(),
});
export type TravelSearchResult = z.infer<typeof travelSearchResultSchema>;

export const travelSearchCollectionSchema = hydraCollectionSchema(travelSearchResultSchema);
