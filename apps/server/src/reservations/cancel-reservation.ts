import { canMoveReservation, cancellationTerms } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reservations } from '../db/schema';
import { AppError } from '../lib/errors';
import { giveSeatsBack } from './bookable-items';
import { clawBackReservationBonus, settleCancellation } from './reservation-ledger';
import { itemIdOf, paidByBalance, type ReservationRecord } from './reservation-rows';
import type { ReservationTerms } from './reservation-terms';

/**
 * Cancels a pending or paid reservation (DESIGN.md section 7b), inside the caller's transaction with the
 * reservation locked: before the free-cancel limit every balance gets back what it paid, later the deposit is
 * kept as revenue; the Enjoy bonus it paid is clawed back and its seats return to the item.
 */
export async function cancelReservation(tx: Tx, r: ReservationRecord, by: { userId: number; reason: string | null }, terms: ReservationTerms) {
  if (!canMoveReservation(r.status, 'cancelled')) throw new AppError('RESERVATION_STATE');
  await settleCancellation(tx, r, cancellationTerms({
    paid: paidByBalance(r), deposit: r.deposit, dateAt: r.dateAt, today: terms.today, freeCancelDays: terms.freeCancelDays,
  }));
  await clawBackReservationBonus(tx, r);
  const itemId = itemIdOf(r);
  if (r.type !== 'enjoyPoints' && itemId !== null) await giveSeatsBack(tx, r.type, itemId, r.seats);
  await tx.update(reservations).set({ status: 'cancelled', cancelReason: by.reason, cancelledBy: by.userId, cancelledAt: new Date() }).where(eq(reservations.id, r.id));
}
