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
 * One member's measured requirements in one month for one kind of club: written by the monthly pass for every
 * candidate (an active distributor; an active MASTER for travel). `network` is capped with the club's
 * `maxPerDirect` (the lowest club's when none was reached).
 */
export const clubQualifications = pgTable(
  'club_qualifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    period: text('period').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    isTravel: boolean('is_travel').notNull(),
    clubId: integer('club_id').references(() => clubs.id),
    directs: integer('directs').notNull(),
    network: integer('network').notNull(),
    minorTeam: integer('minor_team').notNull(),
    qualified: boolean('qualified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('club_qualifications_period_user_kind').on(t.period, t.userId, t.isTravel),
    index('club_qualifications_club').on(t.clubId),
  ],
);
