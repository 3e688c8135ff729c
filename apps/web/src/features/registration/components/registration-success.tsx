import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BankTransferDetails } from '@/components/ui/bank-transfer-instructions';
import type { PaymentInstructions } from '@/features/registration/api/register';
import { RegistrationCardPayment } from './registration-card-payment';

interface Props {
  username: string;
  /** The server activated the account at once (the free `pre` level). */
  active: boolean;
  payment: PaymentInstructions | null;
}

/** Spec section 4: registration ends with an activation that may take up to 24 hours; a bank transfer needs the username as concept. */
export function RegistrationSuccess({ username, active, payment }: Props) {
  const { t } = useTranslation();
  const bankTransfer = payment?.method === 'TRANS_PAYMENT' ? payment : null;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" data-testid="registration-success">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('registration.success.title')}
        </Title>
        <Text>{active ? t('registration.success.canLogIn', { username }) : t('registration.success.activation')}</Text>
        {bankTransfer && <BankTransferDetails instructions={bankTransfer} />}
        {payment?.method === 'STRIPE_PAYMENT' && <RegistrationCardPayment payment={payment} />}
        <Button component={Link} to="/auth/login">
          {t('common.goToLogin')}
        </Button>
      </Stack>
    </Paper>
  );
}
