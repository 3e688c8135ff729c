import { centsToEuros, type InvoiceStat, type UserStat, type UserStatPoint } from '@vo/domain';
import type { userStats } from '../db/schema';
import type { SeriesPoint } from './stats-series';
import type { PeriodTotals } from './stats.service';

/** One bucket of the statistics series, points and sales in euros. */
export const presentStatPoint = (p: SeriesPoint): UserStatPoint => ({
  ...p,
  leftPoints: centsToEuros(p.leftPoints),
  rightPoints: centsToEuros(p.rightPoints),
  salesLeft: centsToEuros(p.salesLeft),
  salesRight: centsToEuros(p.salesRight),
});

/** GET /api/user_stats/{id}: one daily snapshot, points in euros. */
export const presentUserStat = (row: typeof userStats.$inferSelect): UserStat => ({
  '@id': `/api/user_stats/${row.id}`,
  '@type': 'UserStat',
  ...row,
  leftPoints: centsToEuros(row.leftPoints),
  rightPoints: centsToEuros(row.rightPoints),
});

/** POST /api/user_stats/invoice_stat: the period's totals, sales in euros. */
export const presentInvoiceStat = (t: PeriodTotals): InvoiceStat => ({
  ...t,
  salesLeft: centsToEuros(t.salesLeft),
  salesRight: centsToEuros(t.salesRight),
});
