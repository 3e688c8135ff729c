import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { prepareNamed } from '../db/named-statements';
import { rowAsJson } from '../db/row-as-json';
import { authTokens, googleFas, mediaObjects, memberships, profiles, users } from '../db/schema';
import { hashToken } from './opaque-token';

const sponsors = alias(users, 'sponsors');
const binaryParents = alias(users, 'binary_parents');
const impersonators = alias(users, 'impersonators');

function sessionQuery(db: Db) {
  const query = db
    .select({
      familyId: authTokens.familyId,
      impersonatorId: authTokens.impersonatorId,
      // The admin acting as this member ("log in as"), shown on the member's screens.
      impersonatorUsername: impersonators.username,
      // One JSON value, not sixty columns: the cost of a result on PGlite is per column.
      user: rowAsJson(users),
      membership: { id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type },
      sponsor: { id: sponsors.id, username: sponsors.username },
      parentName: binaryParents.username,
      hasBankData: sql<boolean>`(${profiles.iban} is not null and ${profiles.bic} is not null)`,
      twoFactorEnabled: sql<boolean>`(${googleFas.enabledAt} is not null)`,
      // The member's current presentation photo, which is also their avatar.
      photoId: sql<number | null>`(select max(${mediaObjects.id}) from ${mediaObjects} where ${mediaObjects.ownerId} = ${users.id} and ${mediaObjects.kind} = 'photo')`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(memberships, eq(memberships.id, users.membershipId))
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(binaryParents, eq(binaryParents.id, users.binaryParentId))
    .leftJoin(impersonators, eq(impersonators.id, authTokens.impersonatorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(googleFas, eq(googleFas.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(authTokens.kind, 'access'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return prepareNamed(db, 'session_by_access_token', query);
}

// Built once per database: the SQL text is not rebuilt per request, and the named statement keeps its
// plan (per connection on PostgreSQL, on its one connection in PGlite): the join costs more to plan than to run.
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * One query per authenticated request: the token, its user and what /api/me shows
 * (membership, sponsor, binary parent, bank-data presence), so /api/me costs no second round trip.
 */
export async function findSessionByAccessToken(db: Db, accessToken: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(accessToken) });
  return row ?? null;
}

export type Session = NonNullable<Awaited<ReturnType<typeof findSessionByAccessToken>>>;
export type SessionUser = Session['user'];

export const isAdmin = (user: Pick<SessionUser, 'roles'>) => user.roles.includes('ROLE_ADMIN');
/** Spec section 5: CoFounders may request payouts even when not active. */
export const isCoFounder = (user: Pick<SessionUser, 'roles'>) => user.roles.includes('ROLE_COFOUNDER');
