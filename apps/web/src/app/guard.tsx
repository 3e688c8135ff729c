import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isApiError } from '@/api/api-error';
import { currentAccessToken } from '@/api/client';
import { takePrimedCurrentUser } from '@/api/me';
import { meQueryOptions } from '@/api/me-query';
import { TWO_FACTOR_PATH } from '@/lib/account-paths';
import { clearSession, getSession, isGranted, subscribeSession } from '@/lib/session';

/** Logs out (clears the stored session) and sends the visitor to the login page, remembering where they wanted to go. */
function DenyEntry() {
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.removeQueries();
  }, [queryClient]);
  return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/**
 * Spec sections 2 and 4: the user must be granted (a stored, unexpired token); the current user is then
 * loaded, and only an active user enters (or a lapsed one, to reactivate). Anything else logs out and blocks entry.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const granted = useSyncExternalStore(subscribeSession, () => isGranted());
  // An expired access token with a refresh token is refreshed (under the tabs' shared lock, api/client.ts)
  // before deciding: a tab waiting for another tab's refresh must not log both out meanwhile.
  // One attempt per refresh token, not per tab: a tab open for hours meets several expiries.
  const refreshToken = useSyncExternalStore(subscribeSession, () => getSession()?.refresh_token ?? null);
  const [triedFor, setTriedFor] = useState<string | null>(null);
  const refreshTried = refreshToken !== null && triedFor === refreshToken;
  useEffect(() => {
    if (granted || !refreshToken || refreshTried) return;
    void currentAccessToken().finally(() => setTriedFor(refreshToken));
  }, [granted, refreshToken, refreshTried]);
  // The login has just fetched the user: reuse it instead of asking again.
  const me = useQuery({ ...meQueryOptions(), enabled: granted, initialData: takePrimedCurrentUser });

  const loading = (
    <Center h="100dvh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
  if (!granted && refreshToken && !refreshTried) return loading;
  if (!granted) return <DenyEntry />;
  if (me.isPending) return loading;
  // No user, a refused session or an inactive user: out. A failed background refresh keeps the user it had.
  const refused = me.isError && (!me.data || (isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)));
  // A lapsed member (membership out of date, spec section 4) is inactive but enters to reactivate by paying.
  const mayEnter = me.data?.isActive || me.data?.membershipState === 'outOfDate';
  if (refused || !mayEnter) return <DenyEntry />;
  // An admin who must enrol in two-factor authentication goes there before anything else (the server refuses the rest).
  if (me.data?.twoFactorRequired && location.pathname !== TWO_FACTOR_PATH) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return children;
}
