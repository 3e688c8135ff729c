import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recentAccountHistory } from '../audit/account-history';
import { recentImpersonationsOf } from '../auth/admin-access-token-list';
import { recentPasswordChangeRequests } from '../auth/password-change-requests';
import type { Db } from '../db/client';
import { countries, googleFas, memberships, profiles, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { memberColumns } from './member-list';

const sponsors = alias(users, 'sponsors');

/** Everything the console's member detail shows: the list's row, a profile summary, and the audits. */
export async function loadMemberDetail(db: Db, id: number) {
  const [row] = await db.select({
    ...memberColumns,
    profile: {
      dni: profiles.dni, mobile: profiles.mobile, city: profiles.city, userKind: profiles.userKind,
      companyName: profiles.companyName, hasBankData: sql<boolean>`(${profiles.iban} is not null and ${profiles.bic} is not null)`,
    },
    country: countries.name,
    sponsor: { id: sponsors.id, username: sponsors.username },
    twoFactorEnabled: sql<boolean>`(${googleFas.enabledAt} is not null)`,
  }).from(users)
    .leftJoin(memberships, eq(memberships.id, users.membershipId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, profiles.countryId))
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(googleFas, eq(googleFas.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  const [passwordChangeRequests, impersonations, accountActions] = await Promise.all([
    recentPasswordChangeRequests(db, id),
    recentImpersonationsOf(db, id),
    recentAccountHistory(db, id),
  ]);
  return { ...row, passwordChangeRequests, impersonations, accountActions };
}
export type MemberDetail = Awaited<ReturnType<typeof loadMemberDetail>>;
