import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { revokeSession } from '@/api/logout';
import { getMe } from '@/api/me';
import { ME_QUERY_KEY, useMe } from '@/api/me-query';
import {
  clearSession, isAuthForAdmin, markAuthForAdmin, restoreSavedSession, subscribeSession, switchToSession, type TokenResponse,
} from './session';

export const ADMIN_MEMBERS_PATH = '/admin/members';

/** True while an admin acts as this member: the local flag and the server's word (GET /api/me impersonatedBy) agree. */
export function useActingAsMember() {
  const flagged = useSyncExternalStore(subscribeSession, isAuthForAdmin);
  const me = useMe();
  const by = me.data?.impersonatedBy ?? null;
  return { acting: flagged && by !== null, username: me.data?.username ?? '', impersonatedBy: by };
}

/**
 * Spec sections 3 and 4, "admin switch": log in as a member, and back. Each user starts with an empty
 * query cache, so nothing of one user's data is shown to the other.
 */
export function useAdminSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const leave = useCallback(async () => {
    clearSession();
    queryClient.clear();
    await navigate('/auth/login', { replace: true });
  }, [navigate, queryClient]);

  /** The admin's session is backed up, the new token stored, the user loaded, authForAdmin set to 1, then /. */
  const actAs = useCallback(async (token: TokenResponse) => {
    switchToSession(token);
    let me;
    try {
      me = await getMe();
    } catch (error) {
      restoreSavedSession();
      throw error;
    }
    markAuthForAdmin();
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, me);
    await navigate('/', { replace: true });
  }, [navigate, queryClient]);

  /** Ends the member's session on the server (that ends the impersonation), restores the admin's and goes back to the member list. */
  const backToAdmin = useCallback(async () => {
    await revokeSession();
    if (!restoreSavedSession()) return leave();
    try {
      const me = await getMe();
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, me);
      await navigate(ADMIN_MEMBERS_PATH, { replace: true });
    } catch {
      // The admin's own session ran out meanwhile: sign in again.
      await leave();
    }
  }, [leave, navigate, queryClient]);

  return useMemo(() => ({ actAs, backToAdmin }), [actAs, backToAdmin]);
}
