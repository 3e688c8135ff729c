import { MEMBERSHIP_TYPES } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cents } from './columns';

/** Membership levels (spec section 1) per user type; every amount and rate is data (DESIGN.md section 7). */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: MEMBERSHIP_TYPES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    positionAmount: cents('position_amount'),
    monthAmount: cents('month_amount'),
    // Spec section 3 "Product / plan": the monthly fee when `monthAmount` is 0, and which base carries the provider's fee.
    monthlyPayment: cents('monthly_payment'),
    // The fees (cents) of a member's 1st, 2nd... monthly payment of this level, before the usual fee (decision 114).
    monthlyPayments: bigint('monthly_payments', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    isApplyFeeMonthAmount: boolean('is_apply_fee_month_amount').notNull().default(true),
    isApplyFeeMonthly: boolean('is_apply_fee_monthly').notNull().default(true),
    annualAmount: cents('annual_amount'),
    // Basis points (1 % = 100) so rates stay integers too.
    directBonusBp: integer('direct_bonus_bp').notNull().default(0),
    binaryBp: integer('binary_bp').notNull().default(0),
    weeklyBinaryCap: cents('weekly_binary_cap'),
    unilevelDepth: integer('unilevel_depth').notNull().default(0),
    earnsCommissions: boolean('earns_commissions').notNull().default(false),
    travelFeatures: boolean('travel_features').notNull().default(false),
  },
  (t) => [unique('memberships_level_type').on(t.level, t.type)],
);

/**
 * A special offer (decision 117): a time-limited registration price of one level for new sign-ups, valid on the
 * company days `validFrom`..`validTo` (Europe/Madrid, both included). At most one active offer of a level covers a
 * day; the service decides that under the level's row lock.
 */
export const specialOffers = pgTable(
  'special_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer('membership_id').notNull().references(() => memberships.id),
    registrationPrice: cents('registration_price'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('special_offers_membership').on(t.membershipId, t.validFrom),
    check('special_offers_days', sql`${t.validFrom} <= ${t.validTo}`),
    check('special_offers_price', sql`${t.registrationPrice} > 0`),
  ],
);
