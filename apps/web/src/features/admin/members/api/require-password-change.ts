import { apiFetch } from '@/api/client';
import type { PasswordChangeRequired } from '@vo/domain';
import { useMemberAction } from './use-member-action';

/** POST /api/admin/members/{id}/require-password-change: `changed` is false when it was already pending. */
export function requirePasswordChange(id: number): Promise<PasswordChangeRequired> {
  return apiFetch(`/api/admin/members/${id}/require-password-change`, { method: 'POST' });
}

export const useRequirePasswordChange = () => useMemberAction(requirePasswordChange);
