import type { PasswordResetAnswer } from '@vo/domain';
import { apiFetch } from '@/api/client';

/** POST /reset-password/api {email}: the server answers the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<PasswordResetAnswer> {
  return apiFetch('/reset-password/api', { method: 'POST', auth: false, body: { email } });
}
