import { getMe, primeCurrentUser, type CurrentUser } from '@/api/me';
import { passwordGrant, type Credentials } from '@/api/oauth';
import { clearSession, saveSession } from '@/lib/session';

/** Spec section 4: logged in once the token is stored and the current user fetched; no active user, no session. */
export async function login(credentials: Credentials): Promise<CurrentUser | null> {
  const token = await passwordGrant(credentials);
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
