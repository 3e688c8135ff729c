import { apiFetch } from '@/api/client';
import type { AdminAccessToken } from './get-admin-access-tokens';
import { useMemberAction } from './use-member-action';

/** POST /api/admin_access_tokens/{id}/end: the session opened as the member stops working now. */
export function endAdminAccessToken(id: number): Promise<AdminAccessToken> {
  return apiFetch(`/api/admin_access_tokens/${id}/end`, { method: 'POST' });
}

export const useEndAdminAccessToken = () => useMemberAction(endAdminAccessToken);
