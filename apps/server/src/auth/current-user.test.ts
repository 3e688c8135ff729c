import { and, eq, max, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, googleFas, mediaObjects, memberships, profiles, userLegTotals, users } from '../db/schema';
import { legTotalsJoinOn, legTotalsSelection } from '../network/user-leg-totals';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, registerMember } from '../test/factories';
import { givenBinaryLegs } from '../test/leg-totals';
import { findSessionByAccessToken } from './current-user';
import { hashToken } from './opaque-token';

const ctx = useTestApp();
const HOUR = 3_600_000;
let tokens = 0;

/** An access token for `userId` written straight to the table, so each case sets exactly what it needs. */
async function tokenFor(userId: number, values: Partial<typeof authTokens.$inferInsert> = {}) {
  const token = `session-test-${++tokens}`;
  await ctx.database.db.insert(authTokens).values({
    userId, kind: 'access', tokenHash: hashToken(token), familyId: `family-${tokens}`, expiresAt: new Date(Date.now() + HOUR), ...values,
  });
  return token;
}

/** The same facts read one table at a time, as the session's former join read them. */
async function expectedSession(userId: number, impersonatorId: number | null) {
  const { db } = ctx.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const username = async (id: number | null) => (id === null ? null : (await db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]!.username);
  const [membership] = user!.membershipId === null ? [] : await db.select({ id: memberships.id, level: memberships.level, name: memberships.name, type: memberships.type, travelFeatures: memberships.travelFeatures, earnsCommissions: memberships.earnsCommissions })
    .from(memberships).where(eq(memberships.id, user!.membershipId));
  const [profile] = await db.select({ iban: profiles.iban, bic: profiles.bic }).from(profiles).where(eq(profiles.userId, userId));
  const [twoFactor] = await db.select({ enabledAt: googleFas.enabledAt }).from(googleFas).where(eq(googleFas.userId, userId));
  const [legTotals] = await db.select(legTotalsSelection).from(users).leftJoin(userLegTotals, legTotalsJoinOn).where(eq(users.id, userId));
  const [photo] = await db.select({ id: max(mediaObjects.id) }).from(mediaObjects).where(and(eq(mediaObjects.ownerId, userId), eq(mediaObjects.kind, 'photo')));
  return {
    impersonatorId,
    impersonatorUsername: await username(impersonatorId),
    user,
    legTotals,
    membership: membership ?? null,
    sponsor: user!.sponsorId === null ? null : { id: user!.sponsorId, username: await username(user!.sponsorId) },
    parentName: await username(user!.binaryParentId),
    hasBankData: Boolean(profile?.iban && profile.bic),
    twoFactorEnabled: Boolean(twoFactor?.enabledAt),
    photoId: photo?.id ?? null,
  };
}

describe('findSessionByAccessToken', () => {
  it('reads the token, its user and what /api/me shows: sponsor, binary parent, membership, no bank data, no 2FA, no photo', async () => {
    const member = await registerMember(ctx);
    const token = await tokenFor(member.id);
    const session = await findSessionByAccessToken(ctx.database.db, token);
    expect(session).toEqual({ familyId: `family-${tokens}`, ...(await expectedSession(member.id, null)) });
    expect(session!.sponsor).not.toBeNull();
    expect(session!.parentName).not.toBeNull();
    expect(session!.membership).not.toBeNull();
  });

  it('reads bank data, two-factor, the latest photo, the leg totals and the admin acting as the member', async () => {
    const { db } = ctx.database;
    const member = await registerMember(ctx);
    const admin = await findUser(ctx, (await createAdmin(ctx)).username);
    await db.update(profiles).set({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, member.id));
    await db.insert(googleFas).values({ userId: member.id, secretSealed: 'sealed', enabledAt: new Date() });
    const photo = { ownerId: member.id, kind: 'photo' as const, mimeType: 'image/png' as const, originalName: 'me.png', sizeBytes: 1, sha256: '0'.repeat(64), content: Buffer.from([1]) };
    await db.insert(mediaObjects).values([photo, photo]);
    await db.insert(userLegTotals).values({ userId: member.id, leftMembers: 3, rightTeamPoints: 123_456_789_012 });
    await givenBinaryLegs(db, member.id, { rightCarry: 250 });
    const token = await tokenFor(member.id, { impersonatorId: admin.id });
    const session = await findSessionByAccessToken(db, token);
    expect(session).toEqual({ familyId: `family-${tokens}`, ...(await expectedSession(member.id, admin.id)) });
    expect(session).toMatchObject({ hasBankData: true, twoFactorEnabled: true, impersonatorUsername: admin.username, photoId: expect.any(Number) });
    expect(session!.legTotals).toMatchObject({ leftMembers: 3, rightMembers: 0, rightTeamPoints: 123_456_789_012, rightCarry: 250 });
  });

  it('decodes the user row from its JSON as selecting its columns does: microseconds, quoted roles, large cents, nulls', async () => {
    const { db } = ctx.database;
    const member = await registerMember(ctx);
    await db.update(users).set({
      roles: ['ROLE_USER', 'ROLE "quoted"', 'comma,role', 'back\\slash'], personalPoints: 123_456_789_012, paidUntil: '2026-12-31',
      landPage: null, lastLoginAt: sql`'2026-03-04 05:06:07.123456+00'::timestamptz`,
    }).where(eq(users.id, member.id));
    const session = await findSessionByAccessToken(db, await tokenFor(member.id));
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(session!.user).toEqual(row);
    expect(session!.user.lastLoginAt).toEqual(new Date('2026-03-04T05:06:07.123Z'));
  });

  it('reuses the user row it read while the row is unchanged, and reads it again after any committed change', async () => {
    const { db } = ctx.database;
    const member = await registerMember(ctx);
    const token = await tokenFor(member.id);
    const first = await findSessionByAccessToken(db, token);
    const again = await findSessionByAccessToken(db, token);
    expect(again!.user).toBe(first!.user);
    expect(Object.isFrozen(first!.user) && Object.isFrozen(first!.user.roles)).toBe(true);
    await db.update(users).set({ roles: ['ROLE_USER', 'ROLE_COFOUNDER'] }).where(eq(users.id, member.id));
    const changed = await findSessionByAccessToken(db, token);
    expect(changed!.user.roles).toEqual(['ROLE_USER', 'ROLE_COFOUNDER']);
    // A change rolled back leaves the row's version as it was: the row read before is still the row.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ isBlocked: true }).where(eq(users.id, member.id));
      tx.rollback();
    }).catch(() => {});
    expect((await findSessionByAccessToken(db, token))!.user).toBe(changed!.user);
    await db.update(users).set({ isBlocked: true }).where(eq(users.id, member.id));
    expect((await findSessionByAccessToken(db, token))!.user.isBlocked).toBe(true);
    await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token)));
    expect(await findSessionByAccessToken(db, token)).toBeNull();
  });

  it('finds nothing for an unknown, expired, revoked or refresh token', async () => {
    const member = await registerMember(ctx);
    const { db } = ctx.database;
    expect(await findSessionByAccessToken(db, 'no-such-token')).toBeNull();
    expect(await findSessionByAccessToken(db, await tokenFor(member.id, { expiresAt: new Date(Date.now() - 1000) }))).toBeNull();
    expect(await findSessionByAccessToken(db, await tokenFor(member.id, { revokedAt: new Date() }))).toBeNull();
    expect(await findSessionByAccessToken(db, await tokenFor(member.id, { kind: 'refresh' }))).toBeNull();
  });
});
