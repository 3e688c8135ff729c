import { eq } from 'drizzle-orm';
import { isAdmin, type Session } from '../auth/current-user';
import { isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { isInBinaryDownline } from './placement';

async function target(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, sponsorPath: users.sponsorPath, binaryDepth: users.binaryDepth, binaryJumpId: users.binaryJumpId })
    .from(users).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/**
 * A member sees only themselves and their binary downline; anyone else is "not found" so ids
 * cannot be probed (DESIGN.md section 4). Admins see every member. A member's check is the one climb
 * from `id` by jump pointers (an unknown or unplaced `id` is in no downline); their own id needs no query.
 */
export async function assertBinaryViewable(db: Db, session: Session, id: number): Promise<void> {
  if (id === session.user.id) return;
  if (isAdmin(session.user)) {
    await target(db, id);
    return;
  }
  if (!(await isInBinaryDownline(db, session.user, id))) throw new AppError('USER_NOT_FOUND');
}

/** Likewise for the sponsorship tree: the member must be in the viewer's sponsorship path. */
export async function assertUnilevelViewable(db: Db, session: Session, id: number) {
  const node = await target(db, id);
  if (isOwnerOrAdmin(session.user, id) || node.sponsorPath.includes(session.user.id)) return node;
  throw new AppError('USER_NOT_FOUND');
}
