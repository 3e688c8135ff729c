import { madridDay } from './calendar';

/**
 * DESIGN.md section 7: a commission-earning member whose annual renewal is past due (its paid-until day behind the
 * company's today) keeps new commissions retained until it is paid. The day is set when the member joins an earning
 * plan (a year later) and moved a year by each renewal; none set means nothing is due yet.
 */
export function annualRenewalPastDue(annualPaidUntil: string | null, earnsCommissions: boolean, today = madridDay()): boolean {
  return earnsCommissions && annualPaidUntil !== null && annualPaidUntil < today;
}
