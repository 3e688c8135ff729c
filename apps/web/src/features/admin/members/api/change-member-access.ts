import type { AccountHistoryAction, AdminMemberDetail } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useMemberAction } from './use-member-action';

const PATHS: Record<AccountHistoryAction, string> = { block: 'block', unblock: 'unblock', end_sessions: 'end-sessions', grant_admin: 'roles', revoke_admin: 'roles' };
const ROLE_CHANGES: Partial<Record<AccountHistoryAction, object>> = {
  grant_admin: { role: 'ROLE_ADMIN', granted: true },
  revoke_admin: { role: 'ROLE_ADMIN', granted: false },
};

/**
 * POST /api/admin/members/{id}/block|unblock|end-sessions, or /roles for the admin role, with the reason the audit
 * keeps; answers the member's detail.
 */
export function changeMemberAccess(id: number, action: AccountHistoryAction, reason: string): Promise<AdminMemberDetail> {
  return apiFetch(`/api/admin/members/${id}/${PATHS[action]}`, { method: 'POST', body: { ...ROLE_CHANGES[action], reason } });
}

export const useChangeMemberAccess = () => useMemberAction(changeMemberAccess);
