import { membershipState, type AccountHistoryAction, type AdminMember, type AdminMemberDetail } from '@vo/domain';
import type { AccountHistoryRow } from '../audit/account-history';
import { isAdmin } from '../auth/current-user';
import { presentAdminAccessToken, userRef } from '../auth/admin-access-token.presenter';
import { impersonationRefusal } from '../auth/impersonation.service';
import { hydraItem } from '../lib/hydra';
import { personName } from '../lib/person-name';
import type { MemberDetail } from './member-detail';
import type { AdminMemberRow } from './member-list';

/** A row of the console's member search; `canLogInAs` says whether "log in as" would be accepted for this admin. */
export function presentAdminMember({ user, membership, name, surname }: AdminMemberRow, adminId: number): AdminMember {
  return hydraItem('admin/members', 'AdminMember', user.id, {
    username: user.username,
    email: user.email,
    name: personName(name, surname),
    membership: membership ? { '@id': `/api/member_ships/${membership.id}`, ...membership } : null,
    membershipState: membershipState(user.paidUntil),
    paidUntil: user.paidUntil,
    dateOfJoin: user.dateOfJoin.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    isActive: user.isActive,
    isBlocked: user.isBlocked,
    isSystem: user.isSystem,
    isAdmin: isAdmin(user),
    mustChangePassword: user.mustChangePassword,
    canLogInAs: impersonationRefusal(adminId, user) === null,
  });
}

/** Which access change an audit event of the member's history was (its kind and the facts `recordAudit` kept). */
function accountAction({ kind, details }: AccountHistoryRow): AccountHistoryAction {
  if (kind === 'sessions_ended') return 'end_sessions';
  if (kind === 'role_change') return details.granted ? 'grant_admin' : 'revoke_admin';
  return details.isBlocked ? 'block' : 'unblock';
}

const presentAccountAction = (row: AccountHistoryRow): AdminMemberDetail['accountActions'][number] => ({
  id: row.id,
  action: accountAction(row),
  reason: typeof row.details.reason === 'string' ? row.details.reason : null,
  admin: row.actor ? userRef(row.actor) : null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/admin/members/{id}: the row plus a profile summary, flags, last login and the audits of both admin actions. */
export function presentAdminMemberDetail(detail: MemberDetail, adminId: number): AdminMemberDetail {
  const { user, profile, country, sponsor, twoFactorEnabled, passwordChangeRequests, impersonations, accountActions } = detail;
  return {
    ...presentAdminMember(detail, adminId),
    language: user.language,
    type: user.type,
    roles: user.roles,
    annualPaidUntil: user.annualPaidUntil,
    autoRenew: user.autoRenew,
    deactivateDate: user.deactivateDate,
    isEspecial: user.isEspecial,
    isFreePremium: user.isFreePremium,
    isPromotion: user.isPromotion,
    isfreeUser: user.isFreeUser,
    twoFactorEnabled,
    sponsor: sponsor ? userRef(sponsor) : null,
    // Admins and the company root have no profile.
    profile: detail.name !== null && profile ? { ...profile, country } : null,
    passwordChangeRequests: passwordChangeRequests.map((request) => ({
      id: request.id,
      admin: userRef(request.admin),
      createdAt: request.createdAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
    })),
    accountActions: accountActions.map(presentAccountAction),
    impersonations: impersonations.map(presentAdminAccessToken),
  };
}
