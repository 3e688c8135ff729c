import '@/lib/mantine-styles';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryProvider } from '@/api/query-client';
import { useRegister } from '@/features/registration/api/register';
import { RegistrationForm, type RegistrationResult } from '@/features/registration/components/registration-form';
import { keepRegistration } from '@/features/registration/lib/kept-registration';

/** Registration (spec sections 2, 3, 5), at /auth/registration and /auth/registration/{sponsor username}. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { username: sponsorParam } = useParams();
  const registerUser = useRegister();
  const navigate = useNavigate();
  const registered = (result: RegistrationResult) => {
    keepRegistration(result);
    void navigate('/auth/registered');
  };

  return (
    <RegistrationForm
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      submitLabel={t('registration.submit')}
      fixedSponsor={sponsorParam}
      // Reached without a sponsor link (issue 18, item 3): what a sponsor is, and how to get one.
      notice={sponsorParam ? undefined : (
        <Alert color="blue" variant="light" title={t('registration.sponsorHelp.title')} data-testid="sponsor-help">
          {t('registration.sponsorHelp.text')}
        </Alert>
      )}
      footer={
        <Text size="sm">
          {t('registration.haveAccount')}{' '}
          <Anchor component={Link} to="/auth/login">
            {t('registration.toLogin')}
          </Anchor>
        </Text>
      }
      send={registerUser.mutateAsync}
      onRegistered={registered}
    />
  );
}

/** The route's entry: this screen reads through the query cache. */
export function Component() {
  return (
    <QueryProvider>
      <RegistrationPage />
    </QueryProvider>
  );
}
