import { allMinorsOn, isVisibleTo, type BookableType, type PassengerInput } from '@vo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { memberships, reservationPassengers, reservations, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { loadBookableItem, takeSeats, type BookableItem } from './bookable-items';
import { newLocator } from './locator';
import { holdPayment } from './reservation-ledger';
import type { ReservationRecord } from './reservation-rows';
import { settlePaid } from './settle-paid';

/** The member a booking is for, as the booking rules see them. */
export interface Booker {
  id: number;
  /** Holds a distributor licence: their plan earns commissions (decision 080); `permDis` decides what they see. */
  isDistributor: boolean;
  isActive: boolean;
  isBlocked: boolean;
  paidUntil: string | null;
}

export async function loadBooker(tx: Tx, userId: number): Promise<Booker | null> {
  const [row] = await tx.select({
    id: users.id, isActive: users.isActive, isBlocked: users.isBlocked, paidUntil: users.paidUntil, earns: memberships.earnsCommissions,
  }).from(users).leftJoin(memberships, eq(memberships.id, users.membershipId)).where(eq(users.id, userId));
  return row ? { ...row, isDistributor: row.earns ?? false } : null;
}

export interface BookingRequest {
  booker: Booker;
  type: BookableType;
  itemId: number;
  passengers: PassengerInput[];
  /** `deposit`: a member's booking locks the deposit; `full`: the assistance phone takes everything in Enjoy Points at once. */
  payment: 'deposit' | 'full';
  bookedBy?: number;
}

const ITEM_COLUMN = { trip: 'journeyId', excursion: 'excursionId', course: 'courseId', event: 'eventId' } as const;

/** DESIGN.md section 7b: an excursion only for a member holding a live reservation of its journey (held under a share lock). */
async function holdsLiveTrip(tx: Tx, userId: number, journeyId: number): Promise<boolean> {
  const live = await tx.select({ id: reservations.id }).from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.journeyId, journeyId), eq(reservations.type, 'trip'), ne(reservations.status, 'cancelled')))
    .limit(1).for('share');
  return live.length > 0;
}

/** One live reservation per member per journey, all-minor bookings apart (the partial unique index guards the race). */
async function holdsAdultBooking(tx: Tx, userId: number, journeyId: number): Promise<boolean> {
  const live = await tx.select({ id: reservations.id }).from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.journeyId, journeyId), eq(reservations.type, 'trip'), ne(reservations.status, 'cancelled'), eq(reservations.allMinors, false)))
    .limit(1);
  return live.length > 0;
}

/** The rules a booking must pass before a seat is taken (spec section 8 "Reservation errors"). */
async function checkBookable(tx: Tx, item: BookableItem | null, { booker }: BookingRequest, allMinors: boolean): Promise<BookableItem> {
  if (!item?.isActive) throw new AppError('RESERVATION_ITEM_NOT_FOUND');
  if (!isVisibleTo(item, booker)) throw new AppError('RESERVATION_NO_PERMISSION');
  if (!item.open) throw new AppError('RESERVATION_CLOSED');
  if (item.type === 'excursion' && !(await holdsLiveTrip(tx, booker.id, item.journeyId!))) throw new AppError('RESERVATION_JOURNEY_FIRST');
  if (item.type === 'trip' && !allMinors && (await holdsAdultBooking(tx, booker.id, item.id))) throw new AppError('RESERVATION_ALREADY_BOOKED');
  return item;
}

/** Inserts the reservation under a fresh locator (a locator already taken, one in 10⁸ chances, draws another). */
async function insertReservation(tx: Tx, values: Omit<typeof reservations.$inferInsert, 'code'>): Promise<ReservationRecord> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx.insert(reservations).values({ ...values, code: newLocator() }).onConflictDoNothing({ target: reservations.code }).returning();
    if (row) return row;
  }
  throw new Error('no free locator after 5 draws');
}

/**
 * Writes a booking whose seats (if any) are taken: the reservation, its passengers, and the Enjoy Points that lock
 * it moved to the held account (the deposit; everything for `full`). A booking with nothing left to pay is paid at once.
 */
export async function recordBooking(
  tx: Tx,
  values: Omit<typeof reservations.$inferInsert, 'code' | 'paidEnjoyPoints' | 'status'> & { total: number; deposit: number },
  passengers: PassengerInput[],
  payment: BookingRequest['payment'],
): Promise<ReservationRecord> {
  // The row says what the posting below moves: if the points are short, the whole transaction goes.
  const reservation = await insertReservation(tx, { ...values, paidEnjoyPoints: payment === 'full' ? values.total : values.deposit });
  await tx.insert(reservationPassengers).values(passengers.map((p, position) => ({
    reservationId: reservation.id, position, name: p.name, mobile: p.mobile, email: p.email, dni: p.dni, birthDate: p.birthDate,
    countryCode: p.country, comments: p.comments,
  })));
  try {
    await holdPayment(tx, reservation, { enjoyPoints: reservation.paidEnjoyPoints, travelPoints: 0, wallet: 0 }, payment === 'full' ? 'reservation.payment' : 'reservation.deposit');
  } catch (error) {
    // Spec section 8: "check that you have enough Enjoy Points to lock the booking".
    if (error instanceof AppError && error.code === 'ENJOY_POINTS_NOT_ENOUGH' && payment === 'deposit') throw new AppError('RESERVATION_DEPOSIT_NOT_ENOUGH');
    throw error;
  }
  return reservation.paidEnjoyPoints === reservation.total ? settlePaid(tx, reservation) : reservation;
}

/**
 * Books a catalogue item (DESIGN.md section 7b), inside the caller's transaction: the seats are taken by the
 * item row's conditional update and the deposit moves from the member's Enjoy Points to the held account in the
 * same transaction, so a refusal anywhere leaves nothing changed.
 */
export async function placeBooking(tx: Tx, request: BookingRequest): Promise<ReservationRecord> {
  const { booker, passengers } = request;
  const found = await loadBookableItem(tx, request.type, request.itemId);
  const allMinors = found ? allMinorsOn(passengers.map((p) => p.birthDate), found.day) : false;
  const item = await checkBookable(tx, found, request, allMinors);
  const seats = passengers.length;
  if (!(await takeSeats(tx, item.type, item.id, seats))) throw new AppError('RESERVATION_SOLD_OUT');
  return recordBooking(tx, {
    userId: booker.id, type: item.type, [ITEM_COLUMN[item.type]]: item.id, dateAt: item.day, seats, allMinors: item.type === 'trip' && allMinors,
    total: item.price * seats, deposit: item.deposit * seats, bookedBy: request.bookedBy,
  }, passengers, request.payment);
}
