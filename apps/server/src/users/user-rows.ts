import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { AppError } from '../lib/errors';

const sponsors = alias(users, 'sponsors');
const parents = alias(users, 'parents');

/** A user with what its User item names besides the row: level, sponsor and binary parent. */
export async function findUser(db: Db, id: number) {
  const [row] = await db.select({
    user: users,
    membership: { id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type },
    sponsor: { id: sponsors.id, username: sponsors.username },
    parentName: parents.username,
  }).from(users)
    .leftJoin(memberships, eq(memberships.id, users.membershipId))
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(parents, eq(parents.id, users.binaryParentId))
    .where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}
export type UserWithContext = Awaited<ReturnType<typeof findUser>>;
