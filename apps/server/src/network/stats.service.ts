import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userStats } from '../db/schema';
import { AppError } from '../lib/errors';
import { MAX_STATS_POINTS, STATISTICS_START, statsPointCount } from '@vo/domain';
import { bucketStart, buildSeries, type Period, type Snapshot } from './stats-series';

export interface StatsRange {
  from: string;
  to: string;
  period: Period;
}

function assertRange(range: StatsRange, today: string): void {
  if (range.from < STATISTICS_START) throw AppError.validation('from', 'validation.statisticsStart', { value: STATISTICS_START });
  if (range.to < range.from) throw AppError.validation('to', 'validation.invalid', { name: 'to' });
  if (range.to > today) throw AppError.validation('to', 'validation.invalid', { name: 'to' });
  if (statsPointCount(range.from, range.to, range.period) > MAX_STATS_POINTS) throw AppError.validation('period', 'validation.statisticsTooManyPoints', { value: MAX_STATS_POINTS });
}

async function snapshots(db: Db, userId: number, from: string, to: string): Promise<Snapshot[]> {
  const columns = {
    day: userStats.day, leftMembers: userStats.leftMembers, rightMembers: userStats.rightMembers,
    leftActive: userStats.leftActive, rightActive: userStats.rightActive, leftPoints: userStats.leftPoints, rightPoints: userStats.rightPoints,
  };
  const [carried] = await db.select(columns).from(userStats)
    .where(and(eq(userStats.userId, userId), lt(userStats.day, from))).orderBy(desc(userStats.day)).limit(1);
  const inside = await db.select(columns).from(userStats)
    .where(and(eq(userStats.userId, userId), gte(userStats.day, from), lte(userStats.day, to))).orderBy(asc(userStats.day));
  return carried ? [carried, ...inside] : inside;
}

/** A member's team statistics per day, week or month, from the daily snapshots (points and sales in cents). */
export async function statsSeries(db: Db, userId: number, range: StatsRange, today: string) {
  assertRange(range, today);
  const rows = await snapshots(db, userId, bucketStart(range.from, range.period), range.to);
  return buildSeries(rows, range.from, range.to, range.period);
}

/** Totals of one period (new members and sales per leg, in cents), for the invoice statistics. */
export async function periodTotals(db: Db, userId: number, from: string, to: string, today: string) {
  assertRange({ from, to, period: 'month' }, today);
  const rows = await snapshots(db, userId, from, to);
  const series = buildSeries(rows, from, to, 'day');
  const sum = (key: 'newLeft' | 'newRight' | 'salesLeft' | 'salesRight') => series.reduce((total, p) => total + p[key], 0);
  return { from, to, newLeft: sum('newLeft'), newRight: sum('newRight'), salesLeft: sum('salesLeft'), salesRight: sum('salesRight') };
}

export type PeriodTotals = Awaited<ReturnType<typeof periodTotals>>;

/** One daily snapshot by id, or null. */
export async function findUserStat(db: Db, id: number) {
  const [row] = await db.select().from(userStats).where(eq(userStats.id, id));
  return row ?? null;
}
