import { getSession } from '@/lib/session';
import { apiFetch } from './client';

/** POST /api/logout revokes the session's tokens on the server; best effort, the browser forgets them anyway. */
export async function revokeSession(): Promise<void> {
  if (!getSession()) return;
  try {
    await apiFetch('/api/logout', { method: 'POST' });
  } catch {
    // Offline or already revoked: nothing more to do.
  }
}
