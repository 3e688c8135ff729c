import type { ResetTokenAnswer } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** GET /reset-password/api/reset/{token}: whether the link can still set a password (400 RESET_TOKEN_INVALID if not). */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenAnswer> {
  return apiFetch(`/reset-password/api/reset/${encodeURIComponent(token)}`, { auth: false, signal });
}
