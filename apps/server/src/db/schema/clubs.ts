import type { LocalizedText } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A club (spec sections 3 and 6, DESIGN.md section 7): general or travel, with its requirements. The monthly
 * qualification (clubs/club-pass.ts) puts a member in the highest club (by `sort`) whose every requirement is met.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In es, en and pt, like every text an admin writes. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    isTravel: boolean('is_travel').notNull().default(false),
    directMin: integer('direct_min').notNull().default(0),
    salesMin: integer('sales_min').notNull().default(0),
    /** At most this many members of one direct's line count towards `salesMin`. */
    maxPerDirect: integer('max_per_direct').notNull(),
    salesMinTeam: integer('sales_min_team').notNull().default(0),
    /** Share of the extra bonus pools this club gives, in basis points (1 % = 100). */
    bonusShareBp: integer('bonus_share_bp').notNull().default(0),
    /** Whether qualifying for this club gives the right to collect the extra bonuses (spec section 3). */
    rightToCollection: boolean('right_to_collection').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('clubs_requirements', sql`${t.directMin} >= 0 and ${t.salesMin} >= 0 and ${t.maxPerDirect} >= 1 and ${t.salesMinTeam} >= 0 and ${t.bonusShareBp} >= 0`),
    index('clubs_kind_sort').on(t.isTravel, t.sort),
  ],
);

/**
 * A member who qualified for a club of one kind in one month, with the requirements measured (`network` capped with
 * the club's `maxPerDirect`). Only qualified members get a row (decision 106): no row means not qualified.
 */
export const clubQualifications = pgTable(
  'club_qualifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    period: text('period').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    isTravel: boolean('is_travel').notNull(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    directs: integer('directs').notNull(),
    network: integer('network').notNull(),
    minorTeam: integer('minor_team').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('club_qualifications_period_user_kind').on(t.period, t.userId, t.isTravel),
    index('club_qualifications_club').on(t.clubId),
  ],
);

/**
 * One month's club qualification as the last pass of it left it: which months were qualified (also those where
 * nobody qualified) and the pass's counts, the statement of the run.
 */
export const clubPassRuns = pgTable('club_pass_runs', {
  period: text('period').primaryKey(),
  candidates: integer('candidates').notNull(),
  candidatesTravel: integer('candidates_travel').notNull(),
  qualified: integer('qualified').notNull(),
  qualifiedTravel: integer('qualified_travel').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
