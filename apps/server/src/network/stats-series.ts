import type { StatsPeriod } from '@vo/domain';

export type Period = StatsPeriod;

export interface Snapshot {
  day: string;
  leftMembers: number;
  rightMembers: number;
  leftActive: number;
  rightActive: number;
  leftPoints: number;
  rightPoints: number;
}

const ZERO: Omit<Snapshot, 'day'> = { leftMembers: 0, rightMembers: 0, leftActive: 0, rightActive: 0, leftPoints: 0, rightPoints: 0 };

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, n: number) => new Date(date.getTime() + n * 86_400_000);

/** First day of the bucket that holds `day`: itself, its ISO week's Monday, or its month's first day. */
export function bucketStart(day: string, period: Period): string {
  const date = toDate(day);
  if (period === 'day') return day;
  if (period === 'week') return toDay(addDays(date, -((date.getUTCDay() + 6) % 7)));
  return `${day.slice(0, 7)}-01`;
}

function nextBucket(start: string, period: Period): string {
  const date = toDate(start);
  if (period === 'day') return toDay(addDays(date, 1));
  if (period === 'week') return toDay(addDays(date, 7));
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/**
 * Turns change-only snapshots into one point per bucket: totals carried forward to the bucket's
 * end, and what was added inside it (new members, sales) as the difference with the bucket before.
 * `snapshots` are sorted by day and may start before `from` (the value carried into the range).
 */
export function buildSeries(snapshots: Snapshot[], from: string, to: string, period: Period) {
  const points = [];
  let index = 0;
  let current = { ...ZERO };
  const advanceTo = (day: string) => {
    while (index < snapshots.length && snapshots[index]!.day <= day) current = { ...snapshots[index++]! };
  };
  advanceTo(toDay(addDays(toDate(bucketStart(from, period)), -1)));
  for (let start = bucketStart(from, period); start <= to; start = nextBucket(start, period)) {
    const before = current;
    const end = toDay(addDays(toDate(nextBucket(start, period)), -1));
    advanceTo(end < to ? end : to);
    points.push({
      period: start,
      leftMembers: current.leftMembers,
      rightMembers: current.rightMembers,
      leftActive: current.leftActive,
      rightActive: current.rightActive,
      leftPoints: current.leftPoints,
      rightPoints: current.rightPoints,
      newLeft: current.leftMembers - before.leftMembers,
      newRight: current.rightMembers - before.rightMembers,
      salesLeft: current.leftPoints - before.leftPoints,
      salesRight: current.rightPoints - before.rightPoints,
    });
  }
  return points;
}

/** How many buckets a range spans (to refuse absurd requests before building them). */
export function bucketCount(from: string, to: string, period: Period): number {
  const days = (toDate(to).getTime() - toDate(from).getTime()) / 86_400_000 + 1;
  return Math.ceil(days / (period === 'day' ? 1 : period === 'week' ? 7 : 28));
}
