import type { CurrentUser } from '@vo/domain';
import { apiFetch } from './client';

/** GET /api/me (docs/api.md): the User of spec section 3 plus what the dashboard needs; its type is the server's response schema. */
export type { CurrentUser };

export function getMe(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/me', { signal });
}

/** The user the login has just fetched, handed to the guard so it does not ask twice. */
let primed: { user: CurrentUser; at: number } | null = null;

export function primeCurrentUser(user: CurrentUser): void {
  primed = { user, at: Date.now() };
}

/** The primed user if it is a few seconds old at most (then forgotten). */
export function takePrimedCurrentUser(maxAgeMs = 10_000): CurrentUser | undefined {
  const value = primed && Date.now() - primed.at <= maxAgeMs ? primed.user : undefined;
  primed = null;
  return value;
}
