import { clearSession, getSession, isExpired, saveSession, setSignOutNotice, USER_DATA_KEY } from '@/lib/session';
import { ApiError } from './api-error';
import { refreshTokenGrant } from './oauth';
import { sendRequest, type RequestOptions } from './request';

export interface ApiFetchOptions extends RequestOptions {
  /** false: never send the bearer token nor try to refresh it (public endpoints). */
  auth?: boolean;
}

const ENDED_BY_ADMIN = new Set(['ACCOUNT_BLOCKED', 'SESSION_ENDED']);

let refreshing: Promise<boolean> | null = null;

async function refreshAccessToken(token: string): Promise<boolean> {
  try {
    saveSession(await refreshTokenGrant(token));
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
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { auth, ...request } = options;
  const token = auth === false ? undefined : await currentAccessToken();
  try {
    return await sendRequest<T>(path, request, token);
  } catch (error) {
    // The server no longer accepts this session (revoked, logged out elsewhere): the guard sees it go.
    if (token && error instanceof ApiError && error.status === 401) {
      // Blocked, or ended by an admin: the login page tells the member why (issue 19).
      if (error.description && ENDED_BY_ADMIN.has(error.code ?? '')) setSignOutNotice(error.description);
      clearSession();
    }
    throw error;
  }
}
