import type { PasswordResetAnswer } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** POST /reset-password/api/reset/{token}. */
export function resetPassword(token: string, password: string, passwordRepeat: string): Promise<PasswordResetAnswer> {
  return apiFetch(`/reset-password/api/reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
    body: { password, passwordRepeat },
  });
}
