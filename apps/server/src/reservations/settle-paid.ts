import { canMoveReservation } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { reservations } from '../db/schema';
import { AppError } from '../lib/errors';
import { itemOfReservation } from './bookable-items';
import { payReservationBonus } from './reservation-ledger';
import type { ReservationRecord } from './reservation-rows';

/**
 * pending → paid (everything paid), in the caller's transaction: the state machine allows it or the move is
 * refused; the Enjoy Points the reservation spent now earn the upline their Enjoy bonus (DESIGN.md section 7b),
 * except on a GTO journey and its excursions. `changes` are written with the status (the amounts just paid).
 */
export async function settlePaid(tx: Tx, r: ReservationRecord, changes: Partial<ReservationRecord> = {}): Promise<ReservationRecord> {
  if (!canMoveReservation(r.status, 'paid')) throw new AppError('RESERVATION_STATE');
  const [paid] = await tx.update(reservations).set({ ...changes, status: 'paid' }).where(eq(reservations.id, r.id)).returning();
  const item = await itemOfReservation(tx, paid!);
  await payReservationBonus(tx, paid!, item?.bonusExempt ?? false);
  return paid!;
}
