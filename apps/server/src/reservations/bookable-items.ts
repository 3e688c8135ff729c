import { madridDay, type BookableType, type JourneyKind, type LocalizedText } from '@vo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { courses, enjoyEvents, excursions, journeys } from '../db/schema';
import { itemIdOf, type ReservationRecord } from './reservation-rows';

/** A catalogue item as a booking sees it, whatever its type. */
export interface BookableItem {
  type: BookableType;
  id: number;
  title: LocalizedText;
  /** Per passenger, in cents. */
  price: number;
  deposit: number;
  permSoc: boolean;
  permDis: boolean;
  isActive: boolean;
  /** The day it starts (a journey's departure; the Madrid day of the others' date): the free-cancel limit counts back from it. */
  day: string;
  /** Bookings are taken: before a journey's `bookingClosesOn` (and its departure), before the others' date and time. */
  open: boolean;
  /** The journey it belongs to: a trip's own, an excursion's; null for courses and events. */
  journeyId: number | null;
  /** Decides the Travel Points share (DESIGN.md section 7b); null where Travel Points do not pay. */
  kind: JourneyKind | null;
  /** GTO journeys, and their excursions, pay no Enjoy bonus (spec section 6). */
  bonusExempt: boolean;
}

const TABLES = { trip: journeys, excursion: excursions, course: courses, event: enjoyEvents } as const;

/** The columns every bookable table has (db/schema/bookings.ts `bookable()`). */
const columnsOf = (table: (typeof TABLES)[BookableType]) => ({
  id: table.id, title: table.title, price: table.price, deposit: table.deposit, permSoc: table.permSoc, permDis: table.permDis, isActive: table.isActive,
});

/** Whether something on `dateAt` can still be booked `now`, and the Madrid day it starts. */
const dated = (dateAt: Date, now: Date) => ({ day: madridDay(dateAt), open: dateAt.getTime() > now.getTime() });

async function loadJourney(tx: Tx, id: number, now: Date): Promise<BookableItem | null> {
  const [row] = await tx.select({ ...columnsOf(journeys), departureOn: journeys.departureOn, closesOn: journeys.bookingClosesOn, kind: journeys.kind, family: journeys.family })
    .from(journeys).where(eq(journeys.id, id));
  if (!row) return null;
  const today = madridDay(now);
  const open = today <= row.closesOn && today < row.departureOn;
  return { ...row, type: 'trip', day: row.departureOn, open, journeyId: row.id, bonusExempt: row.family === 'gto' };
}

async function loadExcursion(tx: Tx, id: number, now: Date): Promise<BookableItem | null> {
  const [row] = await tx.select({ ...columnsOf(excursions), dateAt: excursions.dateAt, journeyId: excursions.journeyId, kind: journeys.kind, family: journeys.family })
    .from(excursions).innerJoin(journeys, eq(journeys.id, excursions.journeyId)).where(eq(excursions.id, id));
  return row ? { ...row, type: 'excursion', ...dated(row.dateAt, now), bonusExempt: row.family === 'gto' } : null;
}

async function loadCourse(tx: Tx, id: number, now: Date): Promise<BookableItem | null> {
  const [row] = await tx.select({ ...columnsOf(courses), dateAt: courses.dateAt }).from(courses).where(eq(courses.id, id));
  return row ? { ...row, type: 'course', ...dated(row.dateAt, now), journeyId: null, kind: null, bonusExempt: false } : null;
}

async function loadEvent(tx: Tx, id: number, now: Date): Promise<BookableItem | null> {
  const [row] = await tx.select({ ...columnsOf(enjoyEvents), dateAt: enjoyEvents.dateAt }).from(enjoyEvents).where(eq(enjoyEvents.id, id));
  return row ? { ...row, type: 'event', ...dated(row.dateAt, now), journeyId: null, kind: null, bonusExempt: false } : null;
}

const LOADERS: Record<BookableType, (tx: Tx, id: number, now: Date) => Promise<BookableItem | null>> = {
  trip: loadJourney, excursion: loadExcursion, course: loadCourse, event: loadEvent,
};

/** The item a booking names, or null when there is no such item of that type. */
export const loadBookableItem = (tx: Tx, type: BookableType, id: number, now = new Date()) => LOADERS[type](tx, id, now);

/**
 * Takes `seats` seats of the item if that many are left, in one conditional update: its row lock decides
 * between parallel bookings (no oversell, ever; the table's check is the database's own guard). False when sold out.
 */
export async function takeSeats(tx: Tx, type: BookableType, id: number, seats: number): Promise<boolean> {
  const table = TABLES[type];
  const taken = await tx.execute(sql`
    update ${table} set seats_taken = seats_taken + ${seats} where id = ${id} and seats_taken + ${seats} <= seats returning id`);
  return rowsOf(taken).length === 1;
}

/** Gives a cancelled booking's seats back to the item. */
export async function giveSeatsBack(tx: Tx, type: BookableType, id: number, seats: number): Promise<void> {
  await tx.execute(sql`update ${TABLES[type]} set seats_taken = greatest(seats_taken - ${seats}, 0) where id = ${id}`);
}

/** The catalogue item a reservation booked (its journey kind, its bonus exemption); null for an off-catalogue service. */
export async function itemOfReservation(tx: Tx, r: ReservationRecord): Promise<BookableItem | null> {
  const id = itemIdOf(r);
  return r.type === 'enjoyPoints' || id === null ? null : loadBookableItem(tx, r.type, id);
}
