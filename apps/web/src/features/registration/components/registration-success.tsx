import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  username: string;
  /** The server activated the account at once (the free `pre` level). */
  active: boolean;
  byBankTransfer: boolean;
}

/** Spec section 4: registration ends with an activation that may take up to 24 hours. */
export function RegistrationSuccess({ username, active, byBankTransfer }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" data-testid="registration-success">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('registration.success.title')}
        </Title>
        <Text>{active ? t('registration.success.canLogIn', { username }) : t('registration.success.activation')}</Text>
        {byBankTransfer && (
          <Alert color="blue" variant="light">
            {t('registration.success.transferConcept', { username })}
          </Alert>
        )}
        <Button component={Link} to="/auth/login">
          {t('common.goToLogin')}
        </Button>
      </Stack>
    </Paper>
  );
}
