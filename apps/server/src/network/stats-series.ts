import { addDays, addMonths, startOfIsoWeek, type StatsPeriod } from '@vo/domain';

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

/** First day of the bucket that holds `day`: itself, its ISO week's Monday, or its month's first day. */
export function bucketStart(day: string, period: Period): string {
  if (period === 'day') return day;
  if (period === 'week') return startOfIsoWeek(day);
  return `${day.slice(0, 7)}-01`;
}

function nextBucket(start: string, period: Period): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  return addMonths(start, 1);
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
  advanceTo(addDays(bucketStart(from, period), -1));
  for (let start = bucketStart(from, period); start <= to; start = nextBucket(start, period)) {
    const before = current;
    const end = addDays(nextBucket(start, period), -1);
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

/** One bucket of a series: totals at its end and what was added inside it (points and sales in cents). */
export type SeriesPoint = ReturnType<typeof buildSeries>[number];
