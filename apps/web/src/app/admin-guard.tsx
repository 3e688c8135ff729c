import { Outlet } from 'react-router';
import { useMe } from '@/api/me-query';
import { PageLoader } from '@/components/ui/page-loader';
import { Screen } from '@/components/ui/screen';
import { hasRole, ROLE_ADMIN } from '@/lib/roles';
import { NoPermissionPage } from './errors/no-permission-page';

/** DESIGN.md section 9: the admin console's screens, for admins only (the main guard has already loaded the user). */
export function AdminGuard() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (!hasRole(me.data, ROLE_ADMIN)) {
    return (
      <Screen title="titles.noPermission">
        <NoPermissionPage />
      </Screen>
    );
  }
  return <Outlet />;
}

export { AdminGuard as Component };
