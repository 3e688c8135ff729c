import { madridDay, PLAN_DEFAULTS, type TravelPointsRates } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { readVariablesOr } from '../settings/variables.service';

/** The variables the money of a reservation depends on, and the company's day they apply to. */
export interface ReservationTerms {
  freeCancelDays: number;
  travelPointsRates: TravelPointsRates;
  /** The company's today (Madrid): the free-cancel limit counts from it. */
  today: string;
}

/** DESIGN.md section 7b: `reservationFreeCancelDays` and the `travelPoints*MaxPercent` shares, admin-editable. */
export async function readReservationTerms(db: Db | Tx): Promise<ReservationTerms> {
  const values = await readVariablesOr(db, {
    reservationFreeCancelDays: PLAN_DEFAULTS.reservationFreeCancelDays,
    travelPointsCruiseMaxPercent: PLAN_DEFAULTS.travelPointsCruiseMaxPercent,
    travelPointsTourOperatorMaxPercent: PLAN_DEFAULTS.travelPointsTourOperatorMaxPercent,
  });
  return {
    freeCancelDays: Number(values.reservationFreeCancelDays),
    travelPointsRates: { cruise: Number(values.travelPointsCruiseMaxPercent), tourOperator: Number(values.travelPointsTourOperatorMaxPercent) },
    today: madridDay(),
  };
}
