import type { CheckLastLoginAnswer } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { Credentials } from '@/api/oauth';

/** POST /reset-password/api/checkLastLogin: must this member change the password before entering? */
export async function checkLastLogin(credentials: Credentials): Promise<boolean> {
  try {
    const answer = await apiFetch<CheckLastLoginAnswer>('/reset-password/api/checkLastLogin', {
      method: 'POST',
      auth: false,
      body: credentials,
    });
    return answer.forcePasswordChange;
  } catch {
    // The check is advisory: if it fails, the login call itself reports what is wrong.
    return false;
  }
}
