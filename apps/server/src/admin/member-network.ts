import type { AdminMemberNetwork } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userRef } from '../auth/admin-access-token.presenter';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { binaryNode } from '../network/binary-tree.service';

const sponsors = alias(users, 'sponsors');
const parents = alias(users, 'parents');

/** The member's network position for the console: both trees' uplink and depth, and the binary tree's node. */
export async function loadMemberNetwork(db: Db, id: number): Promise<AdminMemberNetwork> {
  const [[row], node] = await Promise.all([
    db.select({
      sponsorDepth: users.sponsorDepth, binaryDepth: users.binaryDepth,
      sponsor: { id: sponsors.id, username: sponsors.username }, binaryParent: { id: parents.id, username: parents.username },
    }).from(users)
      .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
      .leftJoin(parents, eq(parents.id, users.binaryParentId))
      .where(eq(users.id, id)),
    binaryNode(db, id),
  ]);
  if (!row || !node) throw new AppError('USER_NOT_FOUND');
  return {
    '@id': `/api/admin/members/${id}/network`,
    sponsor: row.sponsor ? userRef(row.sponsor) : null,
    sponsorDepth: row.sponsorDepth,
    binaryParent: row.binaryParent ? userRef(row.binaryParent) : null,
    binaryDepth: row.binaryDepth,
    node,
  };
}
