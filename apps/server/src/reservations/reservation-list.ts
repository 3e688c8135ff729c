import { BOOKABLE_COLLECTIONS, MAX_ID, RESERVATION_STATUSES, RESERVATION_TYPES, type BookableType } from '@vo/domain';
import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { reservationPassengers, reservations, users } from '../db/schema';
import { escapeLike, parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { containsText, searchPairsCondition, type SearchField } from '../lib/search-pairs';
import { reservationSource, type ReservationRow } from './reservation-rows';
import { readReservationTerms, type ReservationTerms } from './reservation-terms';

const ITEM_COLUMNS: Record<BookableType, PgColumn> = {
  trip: reservations.journeyId, excursion: reservations.excursionId, course: reservations.courseId, event: reservations.eventId,
};
const ITEM_IRI = new RegExp(`^/api/(${Object.values(BOOKABLE_COLLECTIONS).join('|')})/(\\d+)$`);

/** `event[]`: a booked item by its IRI (`/api/travel/3`), or by a bare id of any type. */
function bookedItem(raw: string): SQL {
  const iri = ITEM_IRI.exec(raw);
  const id = parseAs.integer(iri?.[2] ?? raw);
  if (id < 1 || id > MAX_ID) throw new Error('not an id');
  const types = Object.keys(ITEM_COLUMNS) as BookableType[];
  const matching = iri ? types.filter((type) => BOOKABLE_COLLECTIONS[type] === iri[1]) : types;
  return or(...matching.map((type) => eq(ITEM_COLUMNS[type], id)))!;
}

const oneOf = <T extends string>(values: readonly T[]) => (raw: string): T => {
  const value = values.find((v) => v === raw);
  if (!value) throw new Error('unknown value');
  return value;
};

/** A passenger of the reservation whose column contains the value. */
const passengerContains = (column: PgColumn): SearchField => (value) => exists(sql`(select 1 from ${reservationPassengers}
  where ${reservationPassengers.reservationId} = ${reservations.id} and ${column} ilike ${`%${escapeLike(value)}%`})`);

const exactly = <T extends string>(column: PgColumn, values: readonly T[]): SearchField => (value) =>
  ((values as readonly string[]).includes(value) ? eq(column, value) : null);

/** `searchfields[]` of the reservations list and how each matches its value. */
const SEARCH_FIELDS: Record<string, SearchField> = {
  code: (value) => containsText(reservations.code)(value.toUpperCase()),
  status: exactly(reservations.status, RESERVATION_STATUSES),
  type: exactly(reservations.type, RESERVATION_TYPES),
  service: containsText(reservations.service),
  username: containsText(users.username),
  passengerName: passengerContains(reservationPassengers.name),
  passengerDni: passengerContains(reservationPassengers.dni),
  passengerEmail: passengerContains(reservationPassengers.email),
};

/**
 * GET /api/reservations (spec section 7): `isActive` (not cancelled), `eventdiscr[]` (the type), `event[]`
 * (the booked item), `status[]`, `user` (admins), dates, `search` and the `searchfields[]`/`searchvalues[]` pairs.
 */
export const RESERVATION_COLLECTION: CollectionSpec = {
  order: {
    id: reservations.id, code: reservations.code, dateAt: reservations.dateAt, createAt: reservations.createdAt,
    status: reservations.status, type: reservations.type, total: reservations.total,
  },
  defaultOrder: [reservations.id, 'desc'],
  filters: {
    isActive: {
      column: reservations.status,
      parse: parseAs.boolean,
      match: (values) => or(...values.map((live) => (live ? ne(reservations.status, 'cancelled') : eq(reservations.status, 'cancelled'))))!,
    },
    eventdiscr: { column: reservations.type, parse: oneOf(RESERVATION_TYPES) },
    status: { column: reservations.status, parse: oneOf(RESERVATION_STATUSES) },
    event: { column: reservations.id, parse: bookedItem, match: (values) => or(...(values as SQL[]))! },
    user: { column: reservations.userId, parse: parseAs.integer },
  },
  dates: { dateAt: reservations.dateAt, createAt: reservations.createdAt },
  search: [reservations.code, reservations.service, users.username],
};

/** One page of the reservations the viewer may see: their own; an admin, everyone's; as `present` shows them. */
export async function listReservations<Item>(db: Db, request: FastifyRequest, viewer: SessionUser, present: (row: ReservationRow, terms: ReservationTerms) => Item) {
  const searched = searchPairsCondition(request.query as Record<string, unknown>, SEARCH_FIELDS);
  const terms = await readReservationTerms(db);
  return listFrom(request, RESERVATION_COLLECTION, reservationSource(db), (row) => present(row, terms), and(ownerScope(viewer, reservations.userId), searched));
}
