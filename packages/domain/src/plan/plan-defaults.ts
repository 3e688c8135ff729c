/**
 * The default values of the plan's and the prices' variables (spec section 9; DESIGN.md sections 7 and 8), keyed
 * and written as the `variables` rows that hold the live values: amounts in euros, rates in percent. The seed
 * writes them, the browser shows them until GET /api/variables answers, and domain functions fall back on them.
 */
export const PLAN_DEFAULTS: PlanDefaults = {
  /** VAT/IGIC on memberships and purchases. */
  taxRate: 7,
  /** The annual renewal, tax included. */
  annualRenewalAmount: 75,
  enjoyPointsMinimum: 25,
  enjoyPointEuroValue: 1,
  travelPointEuroValue: 1,
  /** Enjoy Pass quantities on offer, each for the same number of Enjoy Points. */
  enjoyPassOptions: [50, 100, 200],
  /** Days the credentials of a given Enjoy Pass stay valid (DESIGN.md section 7b). */
  enjoyPassValidityDays: 365,
  transferMinimumAmount: 50,
  /** Spec section 5: a shop order below this (euros, VAT included) is replaced by the country's default order. */
  shopMinimumAmount: 60,
  /** Payout cost by the bank's country: Spain, another EU country, elsewhere. */
  'transferCost.spain': 0,
  'transferCost.eu': 3,
  'transferCost.other': 30,
  /** VAT a company or freelancer member charges on a payout (self-billing invoice). */
  transferVatRate: 21,
  /** Days a commission stays retained after the payment that caused it. */
  retainedRefundWindowDays: 14,
  /** Days a payment may stay prepared or pending before the daily job marks it expired (issue 18 item 17). */
  paymentExpiryDays: 14,
  /** Days sign-ins and failed sign-ins stay in the audit log (decision 113); other audit events are kept. */
  auditRetentionDays: 365,
  /** Cancelling a reservation at least this many days before departure gives everything back (DESIGN.md section 7b). */
  reservationFreeCancelDays: 30,
  /** The share of a journey's price Travel Points may pay, in percent, by kind (spec section 9). */
  travelPointsCruiseMaxPercent: 5,
  travelPointsTourOperatorMaxPercent: 10,
  /** The extra bonus pools (issue 17): percent of the period's net membership revenue shared among the club members. */
  extraMonthlyBonusPercent: 2,
  extraAnnualBonusPercent: 1,
};

export interface PlanDefaults {
  readonly taxRate: number;
  readonly annualRenewalAmount: number;
  readonly enjoyPointsMinimum: number;
  readonly enjoyPointEuroValue: number;
  readonly travelPointEuroValue: number;
  readonly enjoyPassOptions: readonly number[];
  readonly enjoyPassValidityDays: number;
  readonly transferMinimumAmount: number;
  readonly shopMinimumAmount: number;
  readonly 'transferCost.spain': number;
  readonly 'transferCost.eu': number;
  readonly 'transferCost.other': number;
  readonly transferVatRate: number;
  readonly retainedRefundWindowDays: number;
  readonly paymentExpiryDays: number;
  readonly auditRetentionDays: number;
  readonly reservationFreeCancelDays: number;
  readonly travelPointsCruiseMaxPercent: number;
  readonly travelPointsTourOperatorMaxPercent: number;
  readonly extraMonthlyBonusPercent: number;
  readonly extraAnnualBonusPercent: number;
}
