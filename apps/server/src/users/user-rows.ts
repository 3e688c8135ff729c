import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { namedStatement } from '../db/named-statements';
import { memberships, userLegTotals, users } from '../db/schema';
import { legTotalsJoinOn, legTotalsSelection } from '../network/user-leg-totals';
import { AppError } from '../lib/errors';
import { UNPRESENTED_USER_COLUMNS, type PresentedUserRow } from './user.presenter';

const sponsors = alias(users, 'sponsors');
const parents = alias(users, 'parents');

const unpresented = new Set<string>(UNPRESENTED_USER_COLUMNS);
const presentedColumns = Object.fromEntries(Object.entries(getTableColumns(users)).filter(([key]) => !unpresented.has(key))) as
  { [K in keyof PresentedUserRow]: (typeof users)['_']['columns'][K] };

// The node card of every tree click: a named statement (planning cost more than running) of the shown columns only.
const userQuery = namedStatement('user_with_context', (db: Db) => db.select({
  user: presentedColumns,
  legTotals: legTotalsSelection,
  membership: { id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type },
  sponsor: { id: sponsors.id, username: sponsors.username },
  parentName: parents.username,
}).from(users)
  .leftJoin(userLegTotals, legTotalsJoinOn)
  .leftJoin(memberships, eq(memberships.id, users.membershipId))
  .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
  .leftJoin(parents, eq(parents.id, users.binaryParentId))
  .where(eq(users.id, sql.placeholder('id'))));

/** A user with what its User item names besides the row: leg totals, level, sponsor and binary parent. */
export async function findUser(db: Db, id: number) {
  const [row] = await userQuery(db).execute({ id });
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}
export type UserWithContext = Awaited<ReturnType<typeof findUser>>;
