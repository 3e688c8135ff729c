import type { JobDefinition } from '../lib/jobs/job-runner';
import { madridDay } from '@vo/domain';
import { refreshLegTotals } from './leg-totals';

/** Daily leg totals and statistics snapshot (spec section 9: statistics refresh every 24 hours). */
export const networkPassJob: JobDefinition = {
  name: 'network-daily-pass',
  periodKey: madridDay,
  run: async (db, _periodKey, progress) => ({ ...(await refreshLegTotals(db, madridDay(new Date()), progress)) }),
};
