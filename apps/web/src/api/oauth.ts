import type { ClientConfig, OAuthToken } from '@vo/domain';
import { sendRequest } from './request';

/**
 * The OAuth side of the session, both grants of POST /api/login (docs/api.md) in one place: the password grant
 * of the login form and the refresh_token grant of apiFetch. Both go out bare (no bearer, no refresh), so this
 * module needs nothing from client.ts and client.ts can lean on it.
 */

let cached: Promise<ClientConfig> | null = null;

/** GET /api/client-config: the first-party OAuth client the login form sends (docs/api.md). Fetched once per page load and shared; a failure is not cached. */
export function getClientConfig(): Promise<ClientConfig> {
  cached ??= sendRequest<ClientConfig>('/api/client-config').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export interface Credentials {
  username: string;
  password: string;
  /** The two-factor code, once the server has asked for it (SECOND_FACTOR_REQUIRED). */
  totp?: string;
}

/** The password grant, form-encoded with the first-party client credentials. */
export async function passwordGrant({ username, password, totp }: Credentials): Promise<OAuthToken> {
  const config = await getClientConfig();
  const form: Record<string, string> = { grant_type: 'password', username, password, client_id: config.clientId, client_secret: config.clientSecret };
  if (totp) form.totp = totp;
  return sendRequest<OAuthToken>('/api/login', { method: 'POST', form });
}

/** The refresh_token grant: a new token pair for the stored refresh token. */
export async function refreshTokenGrant(refreshToken: string): Promise<OAuthToken> {
  const config = await getClientConfig();
  return sendRequest<OAuthToken>('/api/login', {
    method: 'POST',
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId, client_secret: config.clientSecret },
  });
}
