import { sql } from 'drizzle-orm';
import {
  boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { memberships, specialOffers } from './memberships';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    type: text('type', { enum: ['product', 'travel'] }).notNull().default('product'),
    language: text('language', { enum: ['es', 'en', 'pt'] }).notNull().default('es'),
    membershipId: integer('membership_id').references(() => memberships.id),
    isActive: boolean('is_active').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isEspecial: boolean('is_especial').notNull().default(false),
    isFreePremium: boolean('is_free_premium').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    isPromotion: boolean('is_promotion').notNull().default(false),
    // The special offer the sign-up was priced at (decision 117); `isPromotion` says the same for the spec's User.
    specialOfferId: integer('special_offer_id').references(() => specialOffers.id),
    isFreeUser: boolean('is_free_user').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    accessPoints: cents('access_points'),
    binaryFirst: integer('binary_first').notNull().default(0),
    master: integer('master').notNull().default(0),
    landPage: text('land_page'),
    psId: text('ps_id'),
    psAddressId: text('ps_address_id'),
    outbound: text('outbound'),
    dateOfJoin: timestamp('date_of_join', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Membership payment state: up to date while today is not after these days (spec section 4).
    paidUntil: date('paid_until', { mode: 'string' }),
    annualPaidUntil: date('annual_paid_until', { mode: 'string' }),
    // The daily renewal job pays the monthly fee from the wallet when it falls due.
    autoRenew: boolean('auto_renew').notNull().default(false),
    // Decision 114: the Madrid day from which an admin closed the account, and when the daily job (or the admin's own
    // change, for a day already come) applied it; a date without `deactivatedAt` is still to apply.
    deactivateDate: date('deactivate_date', { mode: 'string' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // Unilevel tree: who invited the member, and the ids above them (root first).
    sponsorId: integer('sponsor_id'),
    sponsorPath: integer('sponsor_path').array().notNull().default(sql`'{}'::integer[]`),
    // Binary tree: adjacency list with one member per (parent, position) slot.
    binaryParentId: integer('binary_parent_id'),
    position: text('position', { enum: ['left', 'right'] }),
    defaultLeg: text('default_leg', { enum: ['left', 'right', 'balanced'] }).notNull().default('left'),
    binaryDepth: integer('binary_depth').notNull().default(0),
    // Top of the same-side edge chain this member continues (its own position's side); on the
    // other side the member heads its own chain. See binaryChains.
    binaryChainHeadId: integer('binary_chain_head_id'),
    // Skew-binary jump pointer: ancestor queries in O(log depth) (docs/decisions/004-binary-placement-in-constant-time.md).
    binaryJumpId: integer('binary_jump_id'),
    // Side of the sponsor's binary tree this member sits in (decides the sponsor's direct counters).
    sponsorLeg: text('sponsor_leg', { enum: ['left', 'right'] }),
    sponsorDepth: integer('sponsor_depth').notNull().default(0),
    // Immediate counters of personally sponsored members per leg: one sponsor row per change.
    leftDirects: integer('left_directs').notNull().default(0),
    rightDirects: integer('right_directs').notNull().default(0),
    leftActiveDirects: integer('left_active_directs').notNull().default(0),
    rightActiveDirects: integer('right_active_directs').notNull().default(0),
    // Binary active (spec section 4): at least one active direct in each team.
    isBinaryActive: boolean('is_binary_active').generatedAlwaysAs(sql`left_active_directs > 0 and right_active_directs > 0`),
    // The whole-team totals, legs and carries live in user_leg_totals (decision 118): the daily pass rewrites them.
    personalPoints: cents('personal_points'),
    leftDirectPoints: cents('left_direct_points'),
    rightDirectPoints: cents('right_direct_points'),
    // Current clubs and the right to collect the extra bonuses, as the monthly club qualification sets them
    // (clubs/club-pass.ts; the club console refuses to delete a club a member holds).
    clubId: integer('club_id'),
    clubTravelId: integer('club_travel_id'),
    rightToCollection: boolean('right_to_collection').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_land_page_lower').on(sql`lower(${t.landPage})`),
    unique('users_binary_slot').on(t.binaryParentId, t.position),
    // (sponsor, id): a sponsor's directs come out in id order, so a page of a heavy sponsor reads only that page.
    index('users_sponsor').on(t.sponsorId, t.id),
    index('users_sponsor_path').using('gin', t.sponsorPath),
    // The daily deactivation reads only the dates still to apply.
    index('users_deactivation_due').on(t.deactivateDate).where(sql`${t.deactivatedAt} is null and ${t.deactivateDate} is not null`),
    // A sponsorship level below a member is a path-prefix range at one depth: its pages read only themselves (decision 116).
    index('users_sponsor_level').on(t.sponsorDepth, t.sponsorPath, t.id),
    foreignKey({ name: 'users_sponsor_fk', columns: [t.sponsorId], foreignColumns: [t.id] }),
    foreignKey({ name: 'users_binary_parent_fk', columns: [t.binaryParentId], foreignColumns: [t.id] }),
    foreignKey({ name: 'users_binary_jump_fk', columns: [t.binaryJumpId], foreignColumns: [t.id] }),
    check('users_position_with_parent', sql`(${t.binaryParentId} is null) = (${t.position} is null)`),
  ],
);

/**
 * The bottom of every maximal chain of same-side edges, keyed by the chain's top member:
 * the outermost free slot of a leg is found in O(1) at any depth.
 */
export const binaryChains = pgTable(
  'binary_chains',
  {
    headId: integer('head_id').notNull().references(() => users.id),
    side: text('side', { enum: ['left', 'right'] }).notNull(),
    bottomId: integer('bottom_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.headId, t.side] })],
);

/**
 * The totals the daily network pass (network/leg-totals.ts) rewrites, 1:1 with users
 * but narrow (decision 118): rewriting them no longer rewrites the wide users row and its every index. A member
 * without a row has every total 0 (network/user-leg-totals.ts reads them so); registration inserts none.
 */
export const userLegTotals = pgTable('user_leg_totals', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  leftMembers: integer('left_members').notNull().default(0),
  rightMembers: integer('right_members').notNull().default(0),
  leftActiveMembers: integer('left_active_members').notNull().default(0),
  rightActiveMembers: integer('right_active_members').notNull().default(0),
  leftTeamPoints: cents('left_team_points'),
  rightTeamPoints: cents('right_team_points'),
  // Active members with travel features per team: travel clubs count only them.
  leftActiveTravelMembers: integer('left_active_travel_members').notNull().default(0),
  rightActiveTravelMembers: integer('right_active_travel_members').notNull().default(0),
  // This week's binary leg volume (network/binary-legs.ts), as the daily pass counted it after the cycle run of
  // `points_week` (null: before the first run). A later run makes it 0 without writing the row (decision 121);
  // the carries are that run's audit rows.
  leftPoints: cents('left_points'),
  rightPoints: cents('right_points'),
  pointsWeek: text('points_week'),
});
