import { Alert, Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { useRegisterInOffice } from '@/features/registration/api/register-in-office';
import { RegistrationForm, type RegistrationResult } from '@/features/registration/components/registration-form';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';

const UNILEVEL_PATH = '/network/unilevel';

/**
 * Menu "new user registration" (spec section 2, issue 16): the public registration form with the signed-in member
 * as the fixed sponsor; the result says who joined, how their registration is paid, and leads to the unilevel tree.
 */
export function OfficeRegistrationPage() {
  const { t } = useTranslation();
  const me = useMe();
  const registerUser = useRegisterInOffice();
  const [done, setDone] = useState<RegistrationResult | null>(null);
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;

  // The server refuses an inactive member (403); say why instead of a form that cannot be sent. An admin never gets
  // here: member screens send admins to the console (app/layout/admin-in-console.tsx).
  if (!me.data.isActive) {
    return (
      <Alert color="yellow" data-testid="office-registration-refused">
        <Trans i18nKey="officeRegistration.inactiveNotice" components={{ membership: <Anchor component={Link} to="/membership" inherit /> }} />
      </Alert>
    );
  }

  if (done) {
    return (
      <RegistrationSuccess
        {...done}
        texts="officeRegistration.success"
        cardReturnUrl={UNILEVEL_PATH}
        transferNote={t('officeRegistration.success.transferConcept', { concept: done.username })}
        actions={
          <Group>
            <Button component={Link} to={UNILEVEL_PATH} data-testid="office-registration-unilevel">
              {t('officeRegistration.success.toUnilevel')}
            </Button>
            <Button variant="default" onClick={() => setDone(null)}>
              {t('officeRegistration.success.another')}
            </Button>
          </Group>
        }
      />
    );
  }

  const leg = t(`network.legs.${me.data.defaultLeg}`);
  return (
    <RegistrationForm
      title={t('officeRegistration.title')}
      subtitle={t('officeRegistration.subtitle')}
      submitLabel={t('officeRegistration.submit')}
      fixedSponsor={me.data.username}
      networkHints={{
        placement: <Trans i18nKey="officeRegistration.placementNote" values={{ leg }} components={{ settings: <Anchor component={Link} to="/network/configuration" inherit /> }} />,
        upline: t('officeRegistration.uplineHint'),
      }}
      send={registerUser.mutateAsync}
      onRegistered={setDone}
    />
  );
}

export { OfficeRegistrationPage as Component };
