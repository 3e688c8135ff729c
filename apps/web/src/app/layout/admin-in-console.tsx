import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '@/api/me-query';
import { hasRole, ROLE_ADMIN } from '@/lib/roles';
import { adminMayVisit, CONSOLE_PATH } from './admin-paths';

/** Sends an admin who opens a member screen (the home page after signing in, an old link) to the console. */
export function AdminInConsole({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const me = useMe();
  if (hasRole(me.data, ROLE_ADMIN) && !adminMayVisit(pathname)) return <Navigate to={CONSOLE_PATH} replace />;
  return children;
}
