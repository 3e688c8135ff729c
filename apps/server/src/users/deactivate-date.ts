import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { setMemberActive } from '../network/direct-counters';
import { applyDeactivation } from './account-deactivation';

/**
 * An admin sets, moves or clears a member's deactivate date (decision 114), audited. A new date is applied by the
 * daily job when it comes; one already come (today or before) is applied at once. Clearing or moving the date of an
 * account already deactivated opens it again, active again if its paid period still runs (else out of date, as a lapsed
 * member is).
 */
export async function changeDeactivateDate(tx: Tx, userId: number, deactivateDate: string | null, by: { actorId: number; ip: string }) {
  const [before] = await tx.select({ deactivateDate: users.deactivateDate, deactivatedAt: users.deactivatedAt, paidUntil: users.paidUntil })
    .from(users).where(eq(users.id, userId));
  if (!before || before.deactivateDate === deactivateDate) return;
  const today = madridDay();
  await tx.update(users).set({ deactivateDate, deactivatedAt: null }).where(eq(users.id, userId));
  // Undo what the deactivation changed: the membership state follows the paid period again.
  if (before.deactivatedAt) await setMemberActive(tx, userId, before.paidUntil !== null && before.paidUntil >= today);
  await recordAudit(tx, {
    kind: 'deactivate_date_change', actorId: by.actorId, memberId: userId, ip: by.ip,
    details: { oldValue: before.deactivateDate, newValue: deactivateDate },
  });
  if (deactivateDate !== null && deactivateDate <= today) await applyDeactivation(tx, userId, by);
}
