import { z } from 'zod';
import { UNILEVEL_LEVELS } from '../plan/unilevel';
import { whenMissingOrWrongType } from './fields';
import { MEMBERSHIP_TYPES } from './memberships';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Highest amount an admin may give a membership level: far above any plan, far inside the safe integers. */
const PLAN_AMOUNT_MAX_EUROS = 1_000_000;

/** True when a number has at most two decimals (cents, or a rate in basis points). */
export const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const planEuros = z.number(whenMissingOrWrongType).min(0).max(PLAN_AMOUNT_MAX_EUROS).refine(hasTwoDecimals, 'validation.twoDecimals');
/** The most entries of a level's monthly schedule: two years of monthly payments. */
export const MONTHLY_PAYMENTS_MAX = 24;

const planPercent = z.number(whenMissingOrWrongType).min(0).max(100).refine(hasTwoDecimals, 'validation.twoDecimals');

/**
 * PUT /api/admin/memberships/{id}: a level's amounts (euros) and rates (percent, two decimals), as the
 * admin console edits them; the server stores cents and basis points (DESIGN.md section 7).
 */
export const membershipRatesSchema = z.object({
  positionAmount: planEuros,
  monthAmount: planEuros,
  monthlyPayment: planEuros,
  monthlyPayments: z.array(planEuros, whenMissingOrWrongType).max(MONTHLY_PAYMENTS_MAX),
  isApplyFeeMonthAmount: z.boolean(whenMissingOrWrongType),
  isApplyFeeMonthly: z.boolean(whenMissingOrWrongType),
  annualAmount: planEuros,
  directBonusPercent: planPercent,
  binaryPercent: planPercent,
  weeklyBinaryCap: planEuros,
  unilevelDepth: z.number(whenMissingOrWrongType).int('validation.integer').min(0).max(UNILEVEL_LEVELS),
  earnsCommissions: z.boolean(whenMissingOrWrongType),
  travelFeatures: z.boolean(whenMissingOrWrongType),
}).refine(
  // The schedule only replaces the first fees of a level that has a monthly fee (`hasMonthlyFee`); without one, nobody pays it.
  (r) => !r.monthlyPayments.length || r.monthAmount > 0 || r.monthlyPayment > 0,
  { path: ['monthlyPayments'], message: 'validation.monthlyPaymentsWithoutFee' },
);
export type MembershipRates = z.output<typeof membershipRatesSchema>;
export type MembershipRatesInput = z.input<typeof membershipRatesSchema>;

/** The fields of a membership level an admin may change, in the order the console lists them. */
export const MEMBERSHIP_RATE_FIELDS = Object.keys(membershipRatesSchema.shape) as (keyof MembershipRates)[];

/** GET /api/admin/memberships item: a level with its editable amounts (euros) and rates (percent). */
export const adminMembershipSchema = hydraItemSchema('MembershipRates', {
  level: z.number().int(),
  name: z.string(),
  type: z.enum(MEMBERSHIP_TYPES),
  active: z.boolean(),
  positionAmount: z.number(),
  monthAmount: z.number(),
  monthlyPayment: z.number(),
  monthlyPayments: z.array(z.number()),
  isApplyFeeMonthAmount: z.boolean(),
  isApplyFeeMonthly: z.boolean(),
  annualAmount: z.number(),
  directBonusPercent: z.number(),
  binaryPercent: z.number(),
  weeklyBinaryCap: z.number(),
  unilevelDepth: z.number().int(),
  earnsCommissions: z.boolean(),
  travelFeatures: z.boolean(),
});
export type AdminMembership = z.infer<typeof adminMembershipSchema>;
export const adminMembershipCollectionSchema = hydraCollectionSchema(adminMembershipSchema);
