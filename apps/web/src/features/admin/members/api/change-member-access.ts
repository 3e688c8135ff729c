import type { AdminMemberDetail, MemberAccountAction } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { useMemberAction } from './use-member-action';

const PATHS: Record<MemberAccountAction, string> = { block: 'block', unblock: 'unblock', end_sessions: 'end-sessions' };

/** POST /api/admin/members/{id}/block|unblock|end-sessions with the reason the audit keeps; answers the member's detail. */
export function changeMemberAccess(id: number, action: MemberAccountAction, reason: string): Promise<AdminMemberDetail> {
  return apiFetch(`/api/admin/members/${id}/${PATHS[action]}`, { method: 'POST', body: { reason } });
}

export const useChangeMemberAccess = () => useMemberAction(changeMemberAccess);
