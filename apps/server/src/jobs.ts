import type { JobDefinition } from './lib/jobs/job-runner';
import { networkPassJob } from './network/network-pass.job';

/** Every scheduled job; main.ts schedules them and admins can run each on demand. */
export const JOBS: JobDefinition[] = [networkPassJob];
