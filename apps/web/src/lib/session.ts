import type { OAuthToken } from '@vo/domain';

/**
 * The stored session of spec section 3: local storage under `${appVersion}-userData`, a backup copy under the
 * same key with the `-save` suffix (admin impersonation keeps the admin's own session there), the
 * `authForAdmin` flag and nothing else. Subscribers hear every change, also from other tabs.
 */
export const APP_VERSION = 'v1.0';
export const USER_DATA_KEY = `${APP_VERSION}-userData`;
export const USER_DATA_SAVE_KEY = `${USER_DATA_KEY}-save`;
export const AUTH_FOR_ADMIN_KEY = 'authForAdmin';

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives, counted from `created`. */
  expires_in: number;
  /** Milliseconds since the epoch when the token was stored. */
  created: number;
}

/** What the session keeps of a token answer (POST /api/login, or a "log in as" session). */
export type TokenResponse = Pick<OAuthToken, 'access_token' | 'refresh_token' | 'expires_in'>;

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function read(key: string): StoredSession | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.access_token !== 'string' || typeof value.expires_in !== 'number' || typeof value.created !== 'number') {
      return null;
    }
    return { refresh_token: '', ...value } as StoredSession;
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  return read(USER_DATA_KEY);
}

/** Stores a fresh token answer, stamping its creation time now. */
export function saveSession(token: TokenResponse, now = Date.now()): StoredSession {
  const session: StoredSession = {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expires_in: token.expires_in,
    created: now,
  };
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(session));
  emit();
  return session;
}

/** Spec section 4: a token is expired unless creation time plus expires_in seconds is still in the future. */
export function isExpired(session: StoredSession | null, now = Date.now()): boolean {
  if (!session) return true;
  return !(session.created + session.expires_in * 1000 > now);
}

/** Spec section 4 "Granted": a token is stored and not expired. */
export function isGranted(now = Date.now()): boolean {
  return !isExpired(getSession(), now);
}

/** Logout: the stored token, its backup and the impersonation flag go. */
export function clearSession(): void {
  const s = storage();
  s?.removeItem(USER_DATA_KEY);
  s?.removeItem(USER_DATA_SAVE_KEY);
  s?.removeItem(AUTH_FOR_ADMIN_KEY);
  emit();
}

/** Admin switch (spec section 4), first steps: keep the admin's session aside under the save key, store the new token. */
export function switchToSession(token: TokenResponse): void {
  const current = storage()?.getItem(USER_DATA_KEY);
  if (current) storage()?.setItem(USER_DATA_SAVE_KEY, current);
  saveSession(token);
}

/** Admin switch, once the other user is loaded: the authForAdmin flag. */
export function markAuthForAdmin(): void {
  storage()?.setItem(AUTH_FOR_ADMIN_KEY, '1');
  emit();
}

/** Back from impersonation: the saved admin session becomes the session again. */
export function restoreSavedSession(): boolean {
  const s = storage();
  const saved = s?.getItem(USER_DATA_SAVE_KEY);
  if (!s || !saved) return false;
  s.setItem(USER_DATA_KEY, saved);
  s.removeItem(USER_DATA_SAVE_KEY);
  s.removeItem(AUTH_FOR_ADMIN_KEY);
  emit();
  return true;
}

export function isAuthForAdmin(): boolean {
  return storage()?.getItem(AUTH_FOR_ADMIN_KEY) === '1';
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_DATA_KEY || event.key === AUTH_FOR_ADMIN_KEY) emit();
  });
}

/** Why the server ended the session (blocked, ended by an admin), for the login page to say once; per tab. */
const SIGN_OUT_NOTICE_KEY = 'signOutNotice';

export function setSignOutNotice(text: string): void {
  try {
    sessionStorage.setItem(SIGN_OUT_NOTICE_KEY, text);
  } catch {
    // No storage (private mode): the login page simply says nothing.
  }
}

export function readSignOutNotice(): string | null {
  try {
    return sessionStorage.getItem(SIGN_OUT_NOTICE_KEY);
  } catch {
    return null;
  }
}

/** Said once: the login page forgets it after showing it. */
export function forgetSignOutNotice(): void {
  try {
    sessionStorage.removeItem(SIGN_OUT_NOTICE_KEY);
  } catch {
    // Nothing stored.
  }
}
