import { madridDay } from '@vo/domain';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { expireEnjoyPasses } from './enjoy-pass-accesses.service';

/** Once per Madrid day (the scheduler's first tick after midnight): credentials past their last valid day are marked expired. */
export const enjoyPassExpiryJob: JobDefinition = {
  name: 'enjoy-pass-expiry',
  periodKey: madridDay,
  run: async (db) => ({ expired: await expireEnjoyPasses(db, madridDay()) }),
};
