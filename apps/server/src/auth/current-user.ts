import type { UserType } from '@vo/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { prepareNamed } from '../db/named-statements';
import { rowFromJson } from '../db/row-from-json';
import { authTokens, googleFas, mediaObjects, memberships, profiles, users } from '../db/schema';
import { legTotalsFromJson, legTotalsJson, type LegTotals } from '../network/user-leg-totals';
import { hashToken } from './opaque-token';

/** What an authenticated request knows: the token, its user and what /api/me shows about them. */
export interface Session {
  familyId: string;
  /** The admin acting as this member ("log in as"), shown on the member's screens. */
  impersonatorId: number | null;
  impersonatorUsername: string | null;
  user: typeof users.$inferSelect;
  /** The member's totals in user_leg_totals (0 without a row). */
  legTotals: LegTotals;
  membership: { id: number; level: number; name: string; type: UserType; travelFeatures: boolean; earnsCommissions: boolean } | null;
  sponsor: { id: number; username: string } | null;
  parentName: string | null;
  hasBankData: boolean;
  twoFactorEnabled: boolean;
  /** The member's current presentation photo, which is also their avatar. */
  photoId: number | null;
}

/** Another member than the signed-in one (the outer `users`), read in a subquery through an alias of users. */
function otherMember(name: string) {
  return { member: alias(users, name), from: sql`${users} as ${sql.identifier(name)}` };
}
const usernameOf = ({ member, from }: ReturnType<typeof otherMember>, id: AnyPgColumn) =>
  sql`(select ${member.username} from ${from} where ${member.id} = ${id})`;
const sponsor = otherMember('sponsors');
const decodeUser = rowFromJson(users);

/**
 * The whole session as one JSON value: the user row as `to_json`, the rest by scalar subqueries. Measured
 * against the seven-table join it replaced, one column instead of seventy is cheaper to parse on both drivers
 * and a subquery per detail cheaper to execute than a join (bench/README.md, /api/me).
 */
const sessionJson = sql`json_build_object(
  'familyId', ${authTokens.familyId},
  'impersonatorId', ${authTokens.impersonatorId},
  'impersonatorUsername', ${usernameOf(otherMember('impersonators'), authTokens.impersonatorId)},
  'user', to_json(${users}),
  'legTotals', ${legTotalsJson(sql`${users.id}`)},
  'membership', (select json_build_object('id', ${memberships.id}, 'level', ${memberships.level}, 'name', ${memberships.name}, 'type', ${memberships.type}, 'travelFeatures', ${memberships.travelFeatures}, 'earnsCommissions', ${memberships.earnsCommissions})
    from ${memberships} where ${memberships.id} = ${users.membershipId}),
  'sponsor', (select json_build_object('id', ${sponsor.member.id}, 'username', ${sponsor.member.username})
    from ${sponsor.from} where ${sponsor.member.id} = ${users.sponsorId}),
  'parentName', ${usernameOf(otherMember('binary_parents'), users.binaryParentId)},
  'hasBankData', exists (select from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.iban} is not null and ${profiles.bic} is not null),
  'twoFactorEnabled', exists (select from ${googleFas} where ${googleFas.userId} = ${users.id} and ${googleFas.enabledAt} is not null),
  'photoId', (select max(${mediaObjects.id}) from ${mediaObjects} where ${mediaObjects.ownerId} = ${users.id} and ${mediaObjects.kind} = 'photo')
)`.mapWith((json: Omit<Session, 'user' | 'legTotals'> & { user: Record<string, unknown>; legTotals: Parameters<typeof legTotalsFromJson>[0] }): Session =>
  ({ ...json, user: decodeUser(json.user), legTotals: legTotalsFromJson(json.legTotals) }));

function sessionQuery(db: Db) {
  const query = db
    .select({ session: sessionJson })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
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
// plan (per connection on PostgreSQL, on its one connection in PGlite): it costs more to plan than to run.
const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * One query per authenticated request: the token, its user and what /api/me shows
 * (membership, sponsor, binary parent, bank-data presence), so /api/me costs no second round trip.
 */
export async function findSessionByAccessToken(db: Db, accessToken: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(accessToken) });
  return row?.session ?? null;
}

export type SessionUser = Session['user'];

export const isAdmin = (user: Pick<SessionUser, 'roles'>) => user.roles.includes('ROLE_ADMIN');
/**
 * Spec section 6: the travel search engine needs a membership with travel features (the plan's flag). Admins pass
 * (they run the console); an admin acting as a member has the member's session, so the member's plan decides.
 */
export const hasTravelFeatures = (session: Pick<Session, 'user' | 'membership'>) => isAdmin(session.user) || session.membership?.travelFeatures === true;
/** Spec section 5: CoFounders may request payouts even when not active. */
export const isCoFounder = (user: Pick<SessionUser, 'roles'>) => user.roles.includes('ROLE_COFOUNDER');
