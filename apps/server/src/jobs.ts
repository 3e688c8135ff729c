import type { JobDefinition } from './lib/jobs/job-runner';
import { membershipRenewalJob } from './memberships/membership-renewal.job';
import { networkPassJob } from './network/network-pass.job';
import { noCommissions } from './payments/confirm-payment';

/** Every scheduled job; main.ts schedules them and admins can run each on demand. */
export const JOBS: JobDefinition[] = [networkPassJob, membershipRenewalJob(noCommissions)];
