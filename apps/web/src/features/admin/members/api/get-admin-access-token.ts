import { apiFetch } from '@/api/client';
import type { ImpersonationToken } from '@vo/domain';

/** GET /api/admin-access-token/auth/{id} (spec section 7): a session as the member, audited on the server. */
export function getAdminAccessToken(memberId: number): Promise<ImpersonationToken> {
  return apiFetch(`/api/admin-access-token/auth/${memberId}`);
}
