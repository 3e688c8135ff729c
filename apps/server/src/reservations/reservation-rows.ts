import type { JourneyKind, LocalizedText, PaidByBalance } from '@vo/domain';
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { courses, enjoyEvents, excursions, journeys, profiles, reservationPassengers, reservations, users } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';

export type ReservationRecord = typeof reservations.$inferSelect;
export type PassengerRecord = typeof reservationPassengers.$inferSelect;

/** What each balance paid of a reservation (decision 080: a cancellation gives each back what it gave). */
export const paidByBalance = (r: ReservationRecord): PaidByBalance =>
  ({ enjoyPoints: r.paidEnjoyPoints, travelPoints: r.paidTravelPoints, wallet: r.paidWallet, outside: r.paidOutside });

export const amountPaid = (r: ReservationRecord) => r.paidEnjoyPoints + r.paidTravelPoints + r.paidWallet + r.paidOutside;

/** The booked catalogue item's id, by the reservation's type; null for an off-catalogue service. */
export function itemIdOf(r: ReservationRecord): number | null {
  const ids = { trip: r.journeyId, excursion: r.excursionId, course: r.courseId, event: r.eventId, enjoyPoints: null };
  return ids[r.type];
}

/** A reservation with what its answer shows: the member, the booked item's title and journey kind, the passengers. */
export interface ReservationRow {
  reservation: ReservationRecord;
  username: string;
  title: LocalizedText | null;
  /** The journey kind (a trip's, an excursion's journey's): it sets the Travel Points share. */
  kind: JourneyKind | null;
  passengers: PassengerRecord[];
  /** Who of the staff booked it by the assistance phone (`reservation.bookedBy`): their username and profile's name. */
  staff: { username: string | null; name: string | null; surname: string | null } | null;
}

const excursionJourneys = alias(journeys, 'excursion_journeys');
const staffUsers = alias(users, 'staff_users');
const staffProfiles = alias(profiles, 'staff_profiles');

const columns = {
  reservation: reservations,
  username: users.username,
  title: sql<LocalizedText | null>`coalesce(${journeys.title}, ${excursions.title}, ${courses.title}, ${enjoyEvents.title})`,
  kind: sql<JourneyKind | null>`coalesce(${journeys.kind}, ${excursionJourneys.kind})`,
  staff: { username: staffUsers.username, name: staffProfiles.name, surname: staffProfiles.surname },
};

/** The joins every reservation query needs: filters and search may use any of them. */
const joined = (db: Db | Tx) => db.select(columns).from(reservations)
  .innerJoin(users, eq(users.id, reservations.userId))
  .leftJoin(journeys, eq(journeys.id, reservations.journeyId))
  .leftJoin(excursions, eq(excursions.id, reservations.excursionId))
  .leftJoin(excursionJourneys, eq(excursionJourneys.id, excursions.journeyId))
  .leftJoin(courses, eq(courses.id, reservations.courseId))
  .leftJoin(enjoyEvents, eq(enjoyEvents.id, reservations.eventId))
  .leftJoin(staffUsers, eq(staffUsers.id, reservations.bookedBy))
  .leftJoin(staffProfiles, eq(staffProfiles.userId, reservations.bookedBy))
  .$dynamic();

/** The passengers of these reservations, holder first (one query for a whole page). */
async function withPassengers(db: Db | Tx, rows: Omit<ReservationRow, 'passengers'>[]): Promise<ReservationRow[]> {
  const ids = rows.map((r) => r.reservation.id);
  const passengers = ids.length
    ? await db.select().from(reservationPassengers).where(inArray(reservationPassengers.reservationId, ids))
      .orderBy(asc(reservationPassengers.reservationId), asc(reservationPassengers.position))
    : [];
  return rows.map((row) => ({ ...row, passengers: passengers.filter((p) => p.reservationId === row.reservation.id) }));
}

export function reservationSource(db: Db): CollectionSource<ReservationRow> {
  return {
    page: async (where: SQL | undefined, q: CollectionQuery) =>
      withPassengers(db, await joined(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset)),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(reservations).innerJoin(users, eq(users.id, reservations.userId)).where(where))[0]?.n ?? 0,
  };
}

export async function findReservation(db: Db | Tx, id: number): Promise<ReservationRow | undefined> {
  const [row] = await joined(db).where(eq(reservations.id, id));
  return row ? (await withPassengers(db, [row]))[0] : undefined;
}

/** The reservation row locked for a change (every move of its state happens under this lock). */
export async function lockReservation(tx: Tx, id: number): Promise<ReservationRecord | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}
