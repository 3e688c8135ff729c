import { madridDay } from '@vo/domain';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { endOwnSessions } from '../auth/end-sessions';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import type { JobDefinition } from '../lib/jobs/job-runner';
import { setMemberActive } from '../network/direct-counters';

type Deactivation = { deactivateDate: string | null; deactivatedAt: Date | null };

/** Whether an account is deactivated: its date has come (a Madrid day, decision 114), or the job already applied it. */
export const isDeactivated = (user: Deactivation, today = madridDay()): boolean =>
  user.deactivateDate !== null && (user.deactivatedAt !== null || user.deactivateDate <= today);

/** The login's refusal of a deactivated account: it says since when, not "payment pending". */
export function assertNotDeactivated(user: Deactivation): void {
  if (isDeactivated(user)) throw new AppError('USER_DEACTIVATED', [], { deactivateDate: user.deactivateDate! });
}

/**
 * Applies one account's deactivation in the caller's transaction: it stops counting as active, every session ends,
 * and the audit log says so. Only a date still to apply is taken (under the row's lock), so a rerun changes nothing.
 */
export async function applyDeactivation(tx: Tx, userId: number, by: { actorId: number | null; ip: string | null }): Promise<boolean> {
  const [applied] = await tx.update(users).set({ deactivatedAt: new Date() })
    .where(and(eq(users.id, userId), isNotNull(users.deactivateDate), isNull(users.deactivatedAt)))
    .returning({ deactivateDate: users.deactivateDate });
  if (!applied) return false;
  await setMemberActive(tx, userId, false);
  // The admin's date ends them: the next call says an admin ended the session.
  await endOwnSessions(tx, userId, 'admin');
  await recordAudit(tx, { kind: 'account_deactivated', actorId: by.actorId, memberId: userId, ip: by.ip, details: { deactivateDate: applied.deactivateDate } });
  return true;
}

/** The accounts whose deactivate date is `today` or before and not applied yet, one transaction each. */
export async function deactivateDueAccounts(db: Db, today: string): Promise<number> {
  const due = await db.select({ id: users.id }).from(users)
    .where(and(isNull(users.deactivatedAt), isNotNull(users.deactivateDate), lte(users.deactivateDate, today)));
  let deactivated = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => applyDeactivation(tx, id, { actorId: null, ip: null }))) deactivated += 1;
  }
  return deactivated;
}

/** Once per Madrid day (the scheduler's first tick after midnight), across instances like every job. */
export const accountDeactivationJob: JobDefinition = {
  name: 'members-daily-deactivation',
  periodKey: madridDay,
  run: async (db, today) => ({ deactivated: await deactivateDueAccounts(db, today) }),
};
