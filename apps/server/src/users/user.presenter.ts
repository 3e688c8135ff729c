import { centsToEuros, type PaymentInstructions, type RegisteredUser, type User, type UserType } from '@vo/domain';
import type { users } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import { presentBinaryLegs } from '../network/binary-legs';
import { ZERO_LEG_TOTALS, type LegTotals } from '../network/user-leg-totals';
import type { UserWithContext } from './user-rows';

type UserRow = typeof users.$inferSelect;

/** The columns of a users row the User resource does not show: the hash, tree internals, renewal and bookkeeping. */
export const UNPRESENTED_USER_COLUMNS = [
  'passwordHash', 'membershipId', 'mustChangePassword', 'lastLoginAt', 'paidUntil', 'annualPaidUntil', 'autoRenew', 'sponsorId', 'sponsorPath',
  'binaryDepth', 'binaryChainHeadId', 'binaryJumpId', 'sponsorLeg', 'sponsorDepth', 'createdAt',
] as const satisfies readonly (keyof UserRow)[];
export type PresentedUserRow = Omit<UserRow, (typeof UNPRESENTED_USER_COLUMNS)[number]>;

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

export interface UserContext {
  membership: { id: number; level: number; name: string; type: UserType } | null;
  sponsor: { id: number; username: string } | null;
  parentName: string | null;
}

/** Where an answer does not look up the level, sponsor and parent (the admin's list, a fresh registration). */
export const NO_USER_CONTEXT: UserContext = { membership: null, sponsor: null, parentName: null };

/**
 * The User resource of spec section 3; never the row itself (no hash, no internal tree pointers). The totals
 * come from user_leg_totals (network/user-leg-totals.ts).
 */
export function presentUser(user: PresentedUserRow, legs: LegTotals, context: UserContext): User {
  return hydraItem('users', 'User', user.id, {
    username: user.username,
    email: user.email,
    roles: user.roles,
    type: user.type,
    language: user.language,
    isActive: user.isActive,
    isBlocked: user.isBlocked,
    deactivateDate: user.deactivateDate,
    isEspecial: user.isEspecial,
    isFreePremium: user.isFreePremium,
    isSystem: user.isSystem,
    isPromotion: user.isPromotion,
    isfreeUser: user.isFreeUser,
    accessPoints: centsToEuros(user.accessPoints),
    binaryFirst: user.binaryFirst,
    master: user.master,
    club: user.clubId === null ? null : `/api/clubs/${user.clubId}`,
    clubTravel: user.clubTravelId === null ? null : `/api/clubs/${user.clubTravelId}`,
    rightToCollection: user.rightToCollection,
    dateOfJoin: user.dateOfJoin.toISOString(),
    defaultLeg: user.defaultLeg,
    landPage: user.landPage,
    membership: context.membership
      ? hydraItem('member_ships', 'MemberShip', context.membership.id, {
          level: context.membership.level, name: context.membership.name, type: context.membership.type,
        })
      : null,
    sponsor: context.sponsor ? { '@id': `/api/users/${context.sponsor.id}`, ...context.sponsor } : null,
    parentId: user.binaryParentId,
    parentName: context.parentName,
    position: user.position,
    psAddressId: user.psAddressId,
    psId: user.psId,
    outbound: user.outbound,
    isBinaryActive: user.isBinaryActive ?? false,
    leftDirects: user.leftDirects,
    rightDirects: user.rightDirects,
    leftActiveDirects: user.leftActiveDirects,
    rightActiveDirects: user.rightActiveDirects,
    leftMembers: legs.leftMembers,
    rightMembers: legs.rightMembers,
    leftActiveMembers: legs.leftActiveMembers,
    rightActiveMembers: legs.rightActiveMembers,
    personalPoints: centsToEuros(user.personalPoints),
    ...presentBinaryLegs(legs),
    leftTeamPoints: centsToEuros(legs.leftTeamPoints),
    rightTeamPoints: centsToEuros(legs.rightTeamPoints),
    leftDirectPoints: centsToEuros(user.leftDirectPoints),
    rightDirectPoints: centsToEuros(user.rightDirectPoints),
    wallet: null,
    avatar: null,
    image: AVATAR_PLACEHOLDER,
  });
}

/** A user found with its level, sponsor and parent (GET/PUT /api/users/{id}). */
export const presentUserRow = (row: UserWithContext): User => presentUser(row.user, row.legTotals, row);

/**
 * POST /api/register: the new User and, for a paid level, how to pay it (bank transfer details with the username
 * as concept). A newcomer has no team yet: every total is 0.
 */
export const presentRegisteredUser = (user: UserRow, payment: PaymentInstructions | null): RegisteredUser => ({
  ...presentUser(user, ZERO_LEG_TOTALS, NO_USER_CONTEXT),
  payment,
});
