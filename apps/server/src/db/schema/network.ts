import { JOB_RUN_STATUSES } from '@vo/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { users } from './users';

/** Points (volume) a member generated, e.g. by a confirmed payment; summed into the legs by the daily pass. */
export const networkVolumes = pgTable(
  'network_volumes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    points: cents('points'),
    reason: text('reason').notNull(),
    /**
     * When the points were recorded (the clock at the insert, under the volume lock): the binary cycle
     * of a week pairs the volume recorded since the previous run's `volume_until` up to the week's end.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By member and time: the whole-network reads sum one id range's volume of a period (decision 124), which the
  // time index alone made a scan of the period's volume per range.
  (t) => [index('network_volumes_user_created').on(t.userId, t.createdAt), index('network_volumes_created').on(t.createdAt)],
);

/**
 * Daily snapshot of a member's team totals, written only on days they changed; a chart
 * carries the last value forward and differences give the per-day figures. No foreign key to users
 * (decision 126): only the daily pass writes it, for ids it has just read from users, which are never
 * deleted, and the check cost that pass 40 % of its write at 5M members.
 */
export const userStats = pgTable(
  'user_stats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    leftMembers: integer('left_members').notNull(),
    rightMembers: integer('right_members').notNull(),
    leftActive: integer('left_active').notNull(),
    rightActive: integer('right_active').notNull(),
    leftPoints: cents('left_points'),
    rightPoints: cents('right_points'),
  },
  (t) => [unique('user_stats_user_day').on(t.userId, t.day)],
);

/** Enjoy bonus records (spec: user enjoys): who generated Travel Points for whom, at which level. */
export const userEnjoys = pgTable(
  'user_enjoys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    fromUserId: integer('from_user_id').notNull().references(() => users.id),
    level: integer('level').notNull(),
    points: cents('points'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_enjoys_user').on(t.userId, t.level)],
);

/** One row per run of a scheduled job and period: the unique key makes a period's run happen once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    details: jsonb('details'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // What a long run has done of its total (rows, batches or steps), written as it goes so any instance can show it.
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
  },
  (t) => [unique('job_runs_job_period').on(t.job, t.periodKey)],
);

/**
 * How many members sit `level` sponsorship steps below `sponsor_id` (1 = directs): the exact total of a unilevel level
 * page without reading the level (decision 119). Registration, the only writer of sponsor paths, adds one per ancestor.
 */
export const sponsorLevelCounts = pgTable(
  'sponsor_level_counts',
  {
    sponsorId: integer('sponsor_id').notNull().references(() => users.id),
    level: integer('level').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sponsorId, t.level] })],
);
