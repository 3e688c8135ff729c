import type { Leg } from '@vo/domain';
import { eq, inArray } from 'drizzle-orm';
import { clubPassRuns, clubQualifications, clubs, users } from '../db/schema';
import type { TestContext } from './build-app';
import { membershipByLevel, registerMember } from './factories';

export interface NetworkMember {
  id: number;
  username: string;
}

/** Registers a member under `sponsor` on `position`, then gives them the plan `level` and the active state wanted. */
export async function addMember(ctx: TestContext, sponsor: NetworkMember | undefined, level: number, position: Leg, active = true): Promise<NetworkMember> {
  const member = await registerMember(ctx, { position, ...(sponsor ? { sponsor: sponsor.username } : {}) });
  const membership = await membershipByLevel(ctx, level);
  await ctx.database.db.update(users).set({ membershipId: membership.id, isActive: active }).where(eq(users.id, member.id));
  return member;
}

type ClubValues = Partial<typeof clubs.$inferInsert> & { isTravel: boolean; maxPerDirect: number };

/** Replaces every club by these (named after their position), with no month qualified. */
export async function replaceClubs(ctx: TestContext, values: ClubValues[]): Promise<number[]> {
  const db = ctx.database.db;
  await db.update(users).set({ clubId: null, clubTravelId: null });
  await db.delete(clubQualifications);
  await db.delete(clubPassRuns);
  const old = await db.select({ id: clubs.id }).from(clubs);
  if (old.length > 0) await db.delete(clubs).where(inArray(clubs.id, old.map((c) => c.id)));
  if (values.length === 0) return [];
  const rows = await db.insert(clubs).values(values.map((v, i) => ({ name: { es: `c${i}`, en: `c${i}`, pt: `c${i}` }, sort: i, ...v })))
    .returning({ id: clubs.id });
  return rows.map((r) => r.id);
}
