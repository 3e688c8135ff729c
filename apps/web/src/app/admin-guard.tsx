import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useMe } from '@/api/me-query';
import { NoAccess } from '@/components/ui/no-access';
import { PageLoader } from '@/components/ui/page-loader';
import { Screen } from '@/components/ui/screen';
import { hasRole, ROLE_ADMIN } from '@/lib/roles';

/** DESIGN.md section 9: the admin console's screens, for admins only (the main guard has already loaded the user). */
export function AdminGuard() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (!hasRole(me.data, ROLE_ADMIN)) {
    return (
      <Screen title="titles.noPermission">
        <NoAccess
          action={
            <Button component={Link} to="/">
              {t('common.goHome')}
            </Button>
          }
        />
      </Screen>
    );
  }
  return <Outlet />;
}

export { AdminGuard as Component };
