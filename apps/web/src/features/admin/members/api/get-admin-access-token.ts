import { apiFetch } from '@/api/client';
import type { TokenResponse } from '@/lib/session';

/** GET /api/admin-access-token/auth/{id} (spec section 7): a session as the member, audited on the server. */
export function getAdminAccessToken(memberId: number): Promise<TokenResponse & { adminAccessTokenId: number }> {
  return apiFetch(`/api/admin-access-token/auth/${memberId}`);
}
