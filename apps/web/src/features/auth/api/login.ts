import { apiFetch } from '@/api/client';
import { getClientConfig } from '@/api/client-config';
import { getMe, primeCurrentUser, type CurrentUser } from '@/api/me';
import { clearSession, saveSession, type TokenResponse } from '@/lib/session';

export interface Credentials {
  username: string;
  password: string;
  /** The two-factor code, once the server has asked for it (SECOND_FACTOR_REQUIRED). */
  totp?: string;
}

/** POST /api/login, form-encoded password grant with the first-party client credentials. */
export async function requestToken({ username, password, totp }: Credentials): Promise<TokenResponse> {
  const config = await getClientConfig();
  const form: Record<string, string> = { grant_type: 'password', username, password, client_id: config.clientId, client_secret: config.clientSecret };
  if (totp) form.totp = totp;
  return apiFetch<TokenResponse>('/api/login', { method: 'POST', auth: false, form });
}

/** Spec section 4: logged in once the token is stored and the current user fetched; no active user, no session. */
export async function login(credentials: Credentials): Promise<CurrentUser | null> {
  const token = await requestToken(credentials);
  saveSession(token);
  try {
    const me = await getMe();
    if (!me.isActive) {
      clearSession();
      return null;
    }
    primeCurrentUser(me);
    return me;
  } catch (error) {
    clearSession();
    throw error;
  }
}
