import { canMoveReservation, centsToEuros, restPayment, travelPointsCap, type RestPayment, type RestPaymentProblem } from '@vo/domain';
import type { Tx } from '../db/client';
import { memberBalances } from '../ledger/ledger.service';
import { AppError } from '../lib/errors';
import { itemOfReservation } from './bookable-items';
import { holdPayment } from './reservation-ledger';
import { amountPaid, type ReservationRecord } from './reservation-rows';
import type { ReservationTerms } from './reservation-terms';
import { settlePaid } from './settle-paid';

/** Each way paying the rest can fail, as the answer the member reads. */
function refusal(problem: RestPaymentProblem, due: number, room: number): AppError {
  switch (problem) {
    case 'sum': return AppError.validation('amountDue', 'validation.reservationAmounts', { value: centsToEuros(due) });
    case 'travelPointsCap': return AppError.validation('travelPoints', 'validation.travelPointsCap', { value: centsToEuros(room) });
    case 'enjoyPoints': return new AppError('ENJOY_POINTS_NOT_ENOUGH');
    case 'travelPoints': return new AppError('TRAVEL_POINTS_NOT_ENOUGH');
    default: return new AppError('WALLET_NOT_ENOUGH');
  }
}

/**
 * Pays the rest of a pending reservation (DESIGN.md section 7b), inside the caller's transaction with the
 * reservation locked: Enjoy Points, then Travel Points up to the journey kind's share, then the available
 * wallet, unless the member chose the amounts; the ledger's conditional updates are the guard against a
 * balance spent twice meanwhile. The reservation is then paid and the Enjoy bonus earned.
 */
export async function payRest(tx: Tx, r: ReservationRecord, chosen: Partial<RestPayment> | undefined, terms: ReservationTerms): Promise<ReservationRecord> {
  if (!canMoveReservation(r.status, 'paid')) throw new AppError('RESERVATION_STATE');
  const due = r.total - amountPaid(r);
  const item = await itemOfReservation(tx, r);
  const room = Math.max(0, travelPointsCap(r.total, item?.kind ?? null, terms.travelPointsRates) - r.paidTravelPoints);
  const balances = await memberBalances(tx, r.userId);
  const result = restPayment({
    due, travelPointsRoom: room, chosen,
    balances: { enjoyPoints: balances.enjoy_points, travelPoints: balances.travel_points, wallet: balances.wallet_available },
  });
  if (!result.ok) throw refusal(result.problem, due, Math.min(room, due));
  const { split } = result;
  await holdPayment(tx, r, split, 'reservation.payment');
  return settlePaid(tx, r, {
    paidEnjoyPoints: r.paidEnjoyPoints + split.enjoyPoints, paidTravelPoints: r.paidTravelPoints + split.travelPoints, paidWallet: r.paidWallet + split.wallet,
  });
}
