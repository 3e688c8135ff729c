import type { UserType } from '@vo/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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
 * and a subquery per detail cheaper to execute than a join (bench/README.md, /api/me). The user row comes only
 * when its version (`xmin`, which every committed change of the row renews) is not the one the caller holds.
 */
const sessionJson = sql`json_build_object(
  'familyId', ${authTokens.familyId},
  'impersonatorId', ${authTokens.impersonatorId},
  'impersonatorUsername', ${usernameOf(otherMember('impersonators'), authTokens.impersonatorId)},
  'userVersion', ${users}.xmin::text,
  'user', case when ${users}.xmin::text = ${sql.placeholder('userVersion')} then null else to_json(${users}) end,
  'legTotals', ${legTotalsJson(sql`${users.id}`)},
  'membership', (select json_build_object('id', ${memberships.id}, 'level', ${memberships.level}, 'name', ${memberships.name}, 'type', ${memberships.type}, 'travelFeatures', ${memberships.travelFeatures}, 'earnsCommissions', ${memberships.earnsCommissions})
    from ${memberships} where ${memberships.id} = ${users.membershipId}),
  'sponsor', (select json_build_object('id', ${sponsor.member.id}, 'username', ${sponsor.member.username})
    from ${sponsor.from} where ${sponsor.member.id} = ${users.sponsorId}),
  'parentName', ${usernameOf(otherMember('binary_parents'), users.binaryParentId)},
  'hasBankData', exists (select from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.iban} is not null and ${profiles.bic} is not null),
  'twoFactorEnabled', exists (select from ${googleFas} where ${googleFas.userId} = ${users.id} and ${googleFas.enabledAt} is not null),
  'photoId', (select max(${mediaObjects.id}) from ${mediaObjects} where ${mediaObjects.ownerId} = ${users.id} and ${mediaObjects.kind} = 'photo')
)`.mapWith((json: Omit<Session, 'user' | 'legTotals'> & { userVersion: string; user: Record<string, unknown> | null; legTotals: Parameters<typeof legTotalsFromJson>[0] }) =>
  ({ ...json, legTotals: legTotalsFromJson(json.legTotals) }));

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

/** The decoded user row of a recent access token and the row version it was read at. */
interface KnownUser {
  version: string;
  user: Session['user'];
}

/**
 * Per database: the session statement, built once (the SQL text is not rebuilt per request, and the named statement
 * keeps its plan, per connection on PostgreSQL, on its one connection in PGlite: it costs more to plan than to run),
 * and the user rows of recent tokens. Turning the seventy-column row into JSON and back was the largest part of the
 * statement (issue 20 item 1); the version check keeps it correct with any number of server processes.
 */
const perDatabase = new WeakMap<Db, { query: ReturnType<typeof sessionQuery>; known: LRUCache<string, KnownUser> }>();
const KNOWN_TOKENS = 5_000;

/** The row as the rest of the server may share it: nothing may change a cached row in place. */
function frozen(user: Session['user']): Session['user'] {
  for (const value of Object.values(user)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(user);
}

/**
 * One query per authenticated request: the token, its user and what /api/me shows
 * (membership, sponsor, binary parent, bank-data presence), so /api/me costs no second round trip.
 */
export async function findSessionByAccessToken(db: Db, accessToken: string): Promise<Session | null> {
  let cached = perDatabase.get(db);
  if (!cached) perDatabase.set(db, (cached = { query: sessionQuery(db), known: new LRUCache({ max: KNOWN_TOKENS }) }));
  const tokenHash = hashToken(accessToken);
  const known = cached.known.get(tokenHash);
  const [row] = await cached.query.execute({ tokenHash, userVersion: known?.version ?? null });
  if (!row) {
    cached.known.delete(tokenHash);
    return null;
  }
  const { userVersion, user: json, ...session } = row.session;
  const user = json === null ? known!.user : frozen(decodeUser(json));
  if (json !== null) cached.known.set(tokenHash, { version: userVersion, user });
  return { ...session, user };
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
