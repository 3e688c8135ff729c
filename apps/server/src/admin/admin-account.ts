import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordRoleChange } from './member-roles.service';

/**
 * The command line's first (or another) admin: a system account with ROLE_ADMIN, and the role_change audit the
 * console writes for a grant (decision 113), with nobody as its actor. Uniqueness is the caller's check.
 */
export async function createAdminAccount(db: Db, input: { username: string; email: string; password: string }): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [admin] = await tx.insert(users).values({
      username: input.username, email: input.email, passwordHash, roles: ['ROLE_ADMIN'], isActive: true, isSystem: true,
    }).returning({ id: users.id });
    await recordRoleChange(tx, { actorId: null, ip: null }, admin!.id, { role: 'ROLE_ADMIN', granted: true, reason: null }, [], ['ROLE_ADMIN']);
    return admin!.id;
  });
}
