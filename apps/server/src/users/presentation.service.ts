import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaObjects, profiles, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { mayEnter } from '../memberships/membership-state';

/** The member a presentation page shows, by username or landing-page name; blocked, unpaid and system users have none. */
export async function findPresentedMember(db: Db, rawName: string) {
  const name = rawName.trim().toLowerCase();
  const [member] = await db.select({
    user: users,
    firstName: profiles.name,
    surname: profiles.surname,
    photoId: sql<number | null>`(select max(${mediaObjects.id}) from ${mediaObjects} where ${and(eq(mediaObjects.ownerId, users.id), eq(mediaObjects.kind, 'photo'))})`,
  }).from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(or(eq(sql`lower(${users.username})`, name), eq(users.landPage, name)));
  if (!member || member.user.isSystem || !mayEnter(member.user)) throw new AppError('USER_NOT_FOUND');
  return member;
}
export type PresentedMember = Awaited<ReturnType<typeof findPresentedMember>>;
