import type { AdminReservationCreate, ReservationCreate, RestPayment } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import { isOwnerOrAdmin, ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db, Tx } from '../db/client';
import { mediaObjects } from '../db/schema';
import { AppError } from '../lib/errors';
import { violatedUniqueIndex } from '../lib/unique-violation';
import { MEDIA_METADATA } from '../media/media.service';
import { cancelReservation } from './cancel-reservation';
import { confirmReservation, type TicketSource } from './confirm-reservation';
import { payRest } from './pay-rest';
import { heldAmount } from './reservation-ledger';
import { bookByPhone } from './phone-booking';
import { loadBooker, placeBooking } from './place-booking';
import { findReservation, lockReservation, type ReservationRecord, type ReservationRow } from './reservation-rows';
import { readReservationTerms, type ReservationTerms } from './reservation-terms';
import { settlePaid } from './settle-paid';

/** A reservation as every answer presents it: its row, read after the change, and the terms of the day. */
export interface ReservationView {
  row: ReservationRow;
  terms: ReservationTerms;
}

/** The partial unique index behind "one live reservation per member per journey" (migration 0024). */
const ONE_LIVE_PER_JOURNEY = 'reservations_one_live_per_journey';

/** Two bookings of one journey racing past the service's check: the index refuses the second with the same answer. */
async function refusingSecondBooking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueIndex(error) === ONE_LIVE_PER_JOURNEY) throw new AppError('RESERVATION_ALREADY_BOOKED');
    throw error;
  }
}

/** The reservation locked for a change; another member's is "not found" (DESIGN.md section 4). */
async function lockOwned(tx: Tx, viewer: SessionUser, id: number): Promise<ReservationRecord> {
  const r = await lockReservation(tx, id);
  if (!r || !isOwnerOrAdmin(viewer, r.userId)) throw new AppError('NOT_FOUND');
  return r;
}

/**
 * Reservations (DESIGN.md section 7b): each change in one transaction with its ledger entries, the reservation
 * row locked for every move of its state.
 */
export function reservationsService(db: Db) {
  /**
   * Runs a change of reservation `id` (or the one it creates) and reads it back with the day's terms, after the
   * commit: the held account's row lock, which every booking takes, is not kept for the read.
   */
  const change = async (work: (tx: Tx, terms: ReservationTerms) => Promise<number>): Promise<ReservationView> => {
    const terms = await readReservationTerms(db);
    const id = await db.transaction((tx) => work(tx, terms));
    return { row: (await findReservation(db, id))!, terms };
  };

  return {
    async own(viewer: SessionUser, id: number): Promise<ReservationView> {
      const row = ownedOrAdmin(viewer, await findReservation(db, id), (found) => found.reservation.userId);
      return { row, terms: await readReservationTerms(db) };
    },

    /** A member books for their passengers; the deposit is locked in Enjoy Points. */
    book(member: SessionUser, input: ReservationCreate): Promise<ReservationView> {
      return refusingSecondBooking(() => change(async (tx) => {
        const booker = (await loadBooker(tx, member.id))!;
        return (await placeBooking(tx, { booker, type: input.type, itemId: input.event, passengers: input.passengers, payment: 'deposit' })).id;
      }));
    },

    /** The staff book for a member by the assistance phone, paid with Enjoy Points at once. */
    bookByPhone(staff: SessionUser, input: AdminReservationCreate): Promise<ReservationView> {
      return refusingSecondBooking(() => change(async (tx) => (await bookByPhone(tx, staff.id, input)).id));
    },

    /** Pays the rest; `chosen` amounts in cents by balance, or the default order. */
    pay(viewer: SessionUser, id: number, chosen?: Partial<RestPayment>): Promise<ReservationView> {
      return change(async (tx, terms) => (await payRest(tx, await lockOwned(tx, viewer, id), chosen, terms)).id);
    },

    cancel(viewer: SessionUser, id: number, reason: string | null): Promise<ReservationView> {
      return change(async (tx, terms) => {
        await cancelReservation(tx, await lockOwned(tx, viewer, id), { userId: viewer.id, reason }, terms);
        return id;
      });
    },

    confirm(staff: SessionUser, id: number, ticket: TicketSource): Promise<ReservationView> {
      return change(async (tx) => {
        await confirmReservation(tx, await lockOwned(tx, staff, id), ticket);
        return id;
      });
    },

    /** The staff record that the rest was paid outside the back office: the reservation is paid. */
    markPaid(staff: SessionUser, id: number): Promise<ReservationView> {
      return change(async (tx) => {
        const r = await lockOwned(tx, staff, id);
        return (await settlePaid(tx, r, { paidOutside: r.total - heldAmount(r) })).id;
      });
    },

    /** The ticket of the viewer's confirmed reservation, to download. */
    async ticket(viewer: SessionUser, id: number) {
      const { reservation } = ownedOrAdmin(viewer, await findReservation(db, id), (found) => found.reservation.userId);
      if (reservation.status !== 'confirmed' || !reservation.ticketId) throw new AppError('NOT_FOUND');
      const [file] = await db.select({ ...MEDIA_METADATA, content: mediaObjects.content }).from(mediaObjects).where(eq(mediaObjects.id, reservation.ticketId));
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
