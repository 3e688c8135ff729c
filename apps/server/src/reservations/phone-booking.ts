import { eurosToCents, membershipState, type AdminReservationCreate } from '@vo/domain';
import type { Tx } from '../db/client';
import { AppError } from '../lib/errors';
import { loadBooker, placeBooking, recordBooking, type Booker } from './place-booking';
import type { ReservationRecord } from './reservation-rows';

/** Spec section 6: using points by the assistance phone needs, for a distributor, active status (and up to date). */
const mayBookByPhone = (booker: Booker) =>
  !booker.isDistributor || (booker.isActive && !booker.isBlocked && membershipState(booker.paidUntil) === 'correct');

/**
 * The staff book for a member by the assistance phone (DESIGN.md section 7b), inside the caller's transaction:
 * a catalogue item under the same rules as the member's own booking, or an off-catalogue service
 * (`enjoyPoints`); either way paid 100 % with the member's Enjoy Points at once.
 */
export async function bookByPhone(tx: Tx, staffId: number, input: AdminReservationCreate): Promise<ReservationRecord> {
  const booker = await loadBooker(tx, input.user);
  if (!booker) throw new AppError('USER_NOT_FOUND');
  if (!mayBookByPhone(booker)) throw new AppError('RESERVATION_NOT_ALLOWED');
  if (input.type !== 'enjoyPoints') {
    return placeBooking(tx, { booker, type: input.type, itemId: input.event, passengers: input.passengers, payment: 'full', bookedBy: staffId });
  }
  const amount = eurosToCents(input.amount);
  return recordBooking(tx, {
    userId: booker.id, type: 'enjoyPoints', service: input.service, dateAt: input.dateAt, seats: input.passengers.length,
    total: amount, deposit: amount, bookedBy: staffId,
  }, input.passengers, 'full');
}
