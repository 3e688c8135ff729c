import { count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { irpfs, profiles, users } from '../db/schema';
import type { CollectionQuery } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';

const profileColumns = {
  profile: profiles,
  username: users.username,
  email: users.email,
  // The withholding rate of the country of residence (one per country).
  irpf: { id: irpfs.id, rateBp: irpfs.rateBp },
};

export type ProfileRow = {
  profile: typeof profiles.$inferSelect;
  username: string;
  email: string;
  irpf: { id: number; rateBp: number } | null;
};

/** Profiles with their user's username and e-mail and the IRPF rate of their country. */
const selectProfiles = (db: Db) => db.select(profileColumns).from(profiles)
  .innerJoin(users, eq(users.id, profiles.userId))
  .leftJoin(irpfs, eq(irpfs.countryId, profiles.countryId));

export function profileSource(db: Db): CollectionSource<ProfileRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => selectProfiles(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(where))[0]?.n ?? 0,
  };
}

/** One profile with the same columns, or undefined. */
export async function findProfile(db: Db, id: number): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(db).where(eq(profiles.id, id));
  return row;
}
