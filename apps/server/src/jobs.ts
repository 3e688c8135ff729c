import { auditRetentionJob } from './audit/audit-retention.job';
import type { JobDefinition } from './lib/jobs/job-runner';
import { membershipRenewalJob } from './memberships/membership-renewal.job';
import { networkPassJob } from './network/network-pass.job';
import { binaryCycleJob } from './commissions/binary-cycle';
import { enjoyPassExpiryJob } from './enjoy-pass/enjoy-pass-expiry.job';
import { retainedReleaseJob } from './commissions/retained-release';
import { clubQualificationJob } from './clubs/club-pass';
import { extraAnnualBonusJob, extraMonthlyBonusJob } from './extra-bonuses/extra-bonus-run';
import { paymentExpiryJob } from './payments/payment-expiry';
import { accountDeactivationJob } from './users/account-deactivation';

/** Every scheduled job; main.ts schedules them and admins can run each on demand. */
export const JOBS: JobDefinition[] = [networkPassJob, membershipRenewalJob, retainedReleaseJob, binaryCycleJob, enjoyPassExpiryJob, clubQualificationJob,
  extraMonthlyBonusJob, extraAnnualBonusJob, paymentExpiryJob, auditRetentionJob, accountDeactivationJob];
