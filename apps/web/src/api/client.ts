import { currentLanguage } from '@/i18n';
import { clearSession, getSession, isExpired, saveSession, USER_DATA_KEY, type TokenResponse } from '@/lib/session';
import { ApiError, apiErrorFrom } from './api-error';
import { getClientConfig } from './client-config';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON (the default content type, spec section 7). */
  body?: unknown;
  /** Sent form-encoded instead (the OAuth token endpoint). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser writes the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** false: never send the bearer token nor try to refresh it (login, refresh). */
  auth?: boolean;
}

let refreshing: Promise<boolean> | null = null;

async function refreshAccessToken(refreshToken: string): Promise<boolean> {
  try {
    const config = await getClientConfig();
    const token = await apiFetch<TokenResponse>('/api/login', {
      method: 'POST',
      auth: false,
      form: {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      },
    });
    saveSession(token);
    return true;
  } catch (error) {
    // A refused refresh token is dead for good; a network failure may pass.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearSession();
    return false;
  }
}

/** One lock for every tab of the origin: the session in local storage is shared by all of them. */
const REFRESH_LOCK = `${USER_DATA_KEY}-refresh`;

/**
 * Refreshes under the Web Locks API so two tabs never send the same refresh token (the server would take
 * the second for a stolen one), re-reading the stored session once the lock is ours: another tab may have
 * refreshed meanwhile. Browsers without Web Locks rely on the server's short reuse grace.
 */
async function refreshSharedSession(): Promise<boolean> {
  const refreshStored = async () => {
    const stored = getSession();
    if (stored && !isExpired(stored)) return true;
    return stored?.refresh_token ? refreshAccessToken(stored.refresh_token) : false;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, refreshStored) : refreshStored();
}

/** The access token to send: the stored one while not expired, else one refresh with the refresh token, else none. */
export async function currentAccessToken(): Promise<string | undefined> {
  const session = getSession();
  if (!session) return undefined;
  if (!isExpired(session)) return session.access_token;
  if (!session.refresh_token) return undefined;
  refreshing ??= refreshSharedSession().finally(() => {
    refreshing = null;
  });
  const ok = await refreshing;
  const fresh = getSession();
  return ok && fresh && !isExpired(fresh) ? fresh.access_token : undefined;
}

/** fetch for the API: JSON by default, Accept-Language, bearer token while valid, hydra errors as ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/ld+json, application/json',
    'Accept-Language': currentLanguage(),
  };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.auth === false ? undefined : await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network(error);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token) {
      // The server no longer accepts this session (revoked, logged out elsewhere): the guard sees it go.
      clearSession();
    }
    throw apiErrorFrom(response.status, data);
  }
  return data as T;
}
