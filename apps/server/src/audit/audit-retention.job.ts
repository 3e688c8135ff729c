import { madridDay, PLAN_DEFAULTS, PRUNED_AUDIT_KINDS } from '@vo/domain';
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { readVariablesOr } from '../settings/variables.service';

const DAY_MS = 86_400_000;
/** Rows per delete: a first run on a year of a million members' sign-ins must not hold one huge transaction. */
const BATCH = 10_000;

/**
 * Decision 113: sign-ins and failed sign-ins older than `auditRetentionDays` leave the audit log; security and money
 * events (impersonations, blocks, roles, settings, refunds, adjustments, payouts, resent mails) are never deleted.
 */
export async function pruneAuditEvents(db: Db, now = new Date()): Promise<number> {
  const { auditRetentionDays } = await readVariablesOr(db, { auditRetentionDays: PLAN_DEFAULTS.auditRetentionDays });
  const before = new Date(now.getTime() - Number(auditRetentionDays) * DAY_MS);
  const old = and(inArray(auditEvents.kind, [...PRUNED_AUDIT_KINDS]), lt(auditEvents.createdAt, before));
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id: auditEvents.id }).from(auditEvents).where(old).limit(BATCH);
    const gone = (await db.delete(auditEvents).where(inArray(auditEvents.id, batch)).returning({ id: auditEvents.id })).length;
    deleted += gone;
    if (gone < BATCH) return deleted;
  }
}

/** Once per Madrid day (the scheduler's first tick after midnight). */
export const auditRetentionJob: JobDefinition = {
  name: 'audit-daily-retention',
  periodKey: madridDay,
  run: async (db) => ({ deleted: await pruneAuditEvents(db) }),
};
