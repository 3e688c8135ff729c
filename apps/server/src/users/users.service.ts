import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminUserUpdateSchema } from '@vo/domain';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import { setMemberActive } from '../network/direct-counters';
import { isInBinaryDownline } from '../network/placement';
import type { SessionUser } from '../auth/current-user';
import { changeDeactivateDate } from './deactivate-date';

type UserUpdate = z.output<typeof adminUserUpdateSchema>;

/** Applies an already-authorised update; activation goes through the counters so binary status stays exact. */
export async function updateUser(db: Db, id: number, update: UserUpdate, by: { actorId: number; ip: string }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: users.id, isBlocked: users.isBlocked }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (update.landPage) {
      const taken = await tx.$count(users, sql`lower(${users.landPage}) = ${update.landPage} and ${users.id} <> ${id}`);
      if (taken) throw AppError.validation('landPage', 'validation.landPageExists');
    }
    const { isActive, deactivateDate, ...fields } = update;
    if (Object.keys(fields).length) await tx.update(users).set(fields).where(eq(users.id, id));
    if (isActive !== undefined) await setMemberActive(tx, id, isActive);
    if (deactivateDate !== undefined) await changeDeactivateDate(tx, id, deactivateDate, by);
    if (fields.isBlocked !== undefined && fields.isBlocked !== current.isBlocked) {
      await recordAudit(tx, { kind: 'block_change', actorId: by.actorId, memberId: id, ip: by.ip, details: { isBlocked: fields.isBlocked } });
    }
    const [updated] = await tx.select().from(users).where(eq(users.id, id));
    return updated!;
  });
}

/** A member's search of their own binary downline by exact username (the tree's "find a member"). */
export async function findInDownline(db: Db, viewer: SessionUser, username: string) {
  const [found] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  if (!found || found.binaryJumpId === null || !(await isInBinaryDownline(db, viewer, found.id))) return null;
  return found;
}
