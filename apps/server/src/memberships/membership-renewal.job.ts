import { madridDay } from '@vo/domain';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { renewAndLapse } from './membership-renewal';

/** Once per Madrid day: wallet renewals of the monthly fee, then lapsed members marked out of date. */
export const membershipRenewalJob: JobDefinition = {
  name: 'membership-daily-renewal',
  periodKey: madridDay,
  run: (db, _periodKey, progress) => renewAndLapse(db, madridDay(new Date()), progress),
};
