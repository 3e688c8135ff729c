import { JOURNEY_FAMILIES, madridDay, TRAVEL_SEARCH_TYPES, type TravelSearchType } from '@vo/domain';
import { and, count, eq, gte, ilike, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { visibleTo, type CatalogueViewer } from '../catalogue/catalogue-viewer';
import { allLanguages } from '../catalogue/localized-text';
import type { Db } from '../db/client';
import { companyDayOf } from '../db/company-day';
import { countries, excursions, journeys } from '../db/schema';
import { escapeLike, parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentTravelSearchResult } from './travel-search.presenter';

const qb = new QueryBuilder();

/** The country's names in the three languages, to find a journey by its country. */
const countryNames = sql`(select concat_ws(' ', ${countries.name}, ${countries.nameEn}, ${countries.namePt}) from ${countries} where ${countries.code} = ${journeys.countryCode})`;

/** Everything the text of a search looks in: the item's title in any language, its (journey's) destination and country. */
const haystack = (title: SQLWrapper) => sql<string>`concat_ws(' ', ${title}, ${journeys.destination}, ${journeys.countryCode}, ${countryNames})`;

/**
 * Journeys and excursions as one set of results (DESIGN.md section 7b "Travel search engine"), written as one
 * UNION ALL that PostgreSQL filters, orders and pages: an excursion takes its journey's place, country and family,
 * its Madrid day as both dates, and is shown only when both it and its journey are (the flags are ANDed).
 */
const journeyResults = qb
  .select({
    type: sql<TravelSearchType>`'journey'`.as('type'),
    id: journeys.id,
    journeyId: sql<number>`${journeys.id}`.as('journey_id'),
    family: journeys.family,
    title: journeys.title,
    destination: journeys.destination,
    country: journeys.countryCode,
    departureOn: journeys.departureOn,
    returnOn: journeys.returnOn,
    price: journeys.price,
    seatsLeft: sql<number>`${journeys.seats} - ${journeys.seatsTaken}`.as('seats_left'),
    photoId: journeys.photoId,
    isActive: journeys.isActive,
    permSoc: journeys.permSoc,
    permDis: journeys.permDis,
    haystack: haystack(allLanguages(journeys.title)).as('haystack'),
  })
  .from(journeys);

const excursionResults = qb
  .select({
    type: sql<TravelSearchType>`'excursion'`.as('type'),
    id: excursions.id,
    journeyId: sql<number>`${journeys.id}`.as('journey_id'),
    family: journeys.family,
    title: excursions.title,
    destination: journeys.destination,
    country: journeys.countryCode,
    departureOn: companyDayOf(excursions.dateAt).as('departure_on'),
    returnOn: companyDayOf(excursions.dateAt).as('return_on'),
    price: excursions.price,
    seatsLeft: sql<number>`${excursions.seats} - ${excursions.seatsTaken}`.as('seats_left'),
    photoId: excursions.photoId,
    isActive: sql<boolean>`(${excursions.isActive} and ${journeys.isActive})`.as('is_active'),
    permSoc: sql<boolean>`(${excursions.permSoc} and ${journeys.permSoc})`.as('perm_soc'),
    permDis: sql<boolean>`(${excursions.permDis} and ${journeys.permDis})`.as('perm_dis'),
    haystack: haystack(allLanguages(excursions.title)).as('haystack'),
  })
  .from(excursions)
  .innerJoin(journeys, eq(journeys.id, excursions.journeyId));

const results = journeyResults.unionAll(excursionResults).as('results');
export type TravelSearchRow = (typeof journeyResults)['_']['result'][number];

/** Every given bound holds (a filter repeated in the query string narrows twice). */
const atLeast = (column: SQLWrapper) => (values: unknown[]) => and(...values.map((v) => gte(column, v)))!;
const atMost = (column: SQLWrapper) => (values: unknown[]) => and(...values.map((v) => lte(column, v)))!;

function seatsCount(raw: string): number {
  const seats = parseAs.integer(raw);
  if (seats < 0) throw new Error('negative');
  return seats;
}

/**
 * GET /api/travel/search: `q` (title in any language, destination, country), `dateFrom` / `dateTo` (days the
 * result starts between, both included), `priceMin` / `priceMax` (euros), `family[]`, `type` (journey,
 * excursion), `seatsMin` (seats left); by departure unless ordered by price or seats left.
 */
const TRAVEL_SEARCH_COLLECTION: CollectionSpec = {
  order: { departureOn: results.departureOn, price: results.price, seatsLeft: results.seatsLeft },
  defaultOrder: [results.departureOn, 'asc'],
  filters: {
    q: { parse: parseAs.text, match: (values) => and(...values.map((v) => ilike(results.haystack, `%${escapeLike(String(v).trim())}%`)))! },
    dateFrom: { parse: parseAs.day, match: atLeast(results.departureOn) },
    dateTo: { parse: parseAs.day, match: atMost(results.departureOn) },
    priceMin: { parse: parseAs.euros, match: atLeast(results.price) },
    priceMax: { parse: parseAs.euros, match: atMost(results.price) },
    family: { column: results.family, parse: parseAs.oneOf(JOURNEY_FAMILIES) },
    type: { parse: parseAs.oneOf(TRAVEL_SEARCH_TYPES), match: (values) => inArray(results.type, values) },
    seatsMin: { parse: seatsCount, match: atLeast(results.seatsLeft) },
  },
};

/** What the viewer may see (isVisibleTo, for both an excursion and its journey) that has not started before today. */
const travelSearchScope = (viewer: CatalogueViewer, today = madridDay()): SQL =>
  and(visibleTo(viewer, results), gte(results.departureOn, today))!;

function travelSearchSource(db: Db): CollectionSource<TravelSearchRow> {
  return {
    // A journey and an excursion can share an id and a day: type and id make the order total, so pages never overlap.
    page: (where, q) => db.select().from(results).where(where).orderBy(...q.orderBy, results.type, results.id).limit(q.itemsPerPage).offset(q.offset),
    count: async (where) => (await db.select({ n: count() }).from(results).where(where))[0]?.n ?? 0,
  };
}

/** One page of results for the viewer, titles in the caller's language. */
export function searchTravel(db: Db, request: FastifyRequest, viewer: CatalogueViewer) {
  const present = presentTravelSearchResult(request);
  return listFrom(request, TRAVEL_SEARCH_COLLECTION, travelSearchSource(db), present, travelSearchScope(viewer));
}
