import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { applyDeactivation } from './account-deactivation';

/**
 * An admin sets, moves or clears a member's deactivate date (decision 114), audited. A new date is applied by the
 * daily job when it comes; one already come (today or before) is applied at once. Clearing or moving the date of an
 * account already deactivated opens it again for login; its membership state stays what payments make it.
 */
export async function changeDeactivateDate(tx: Tx, userId: number, deactivateDate: string | null, by: { actorId: number; ip: string }) {
  const [before] = await tx.select({ deactivateDate: users.deactivateDate }).from(users).where(eq(users.id, userId));
  if (before?.deactivateDate === deactivateDate) return;
  await tx.update(users).set({ deactivateDate, deactivatedAt: null }).where(eq(users.id, userId));
  await recordAudit(tx, {
    kind: 'deactivate_date_change', actorId: by.actorId, memberId: userId, ip: by.ip,
    details: { oldValue: before?.deactivateDate ?? null, newValue: deactivateDate },
  });
  if (deactivateDate !== null && deactivateDate <= madridDay()) await applyDeactivation(tx, userId, by);
}
