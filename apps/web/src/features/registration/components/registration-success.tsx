import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BankTransferDetails } from '@/components/ui/bank-transfer-instructions';
import type { RegistrationResult } from './registration-form';
import { RegistrationCardPayment } from './registration-card-payment';

interface Props extends RegistrationResult {
  /**
   * Where its texts are (title, canLogIn, activation, payByCard, cardReceived, cardFailed): the newcomer's own words
   * by default; the office passes the sponsor's.
   */
  texts?: string;
  /** What to do next; by default, going to the login. */
  actions?: ReactNode;
  /** Where Stripe comes back to after a card check. */
  cardReturnUrl?: string;
  /** Replaces the bank transfer's "your username as concept" where someone else pays. */
  transferNote?: string;
}

/** Spec section 4: registration ends with an activation that may take up to 24 hours; a bank transfer needs the username as concept. */
export function RegistrationSuccess({ username, active, payment, texts = 'registration.success', actions, cardReturnUrl = '/auth/login', transferNote }: Props) {
  const { t } = useTranslation();
  const bankTransfer = payment?.method === 'TRANS_PAYMENT' ? payment : null;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" data-testid="registration-success">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${texts}.title`, { username })}
        </Title>
        <Text>{t(`${texts}.${active ? 'canLogIn' : 'activation'}`, { username })}</Text>
        {bankTransfer && <BankTransferDetails instructions={bankTransfer} note={transferNote} />}
        {payment?.method === 'STRIPE_PAYMENT' && <RegistrationCardPayment payment={payment} texts={texts} returnUrl={cardReturnUrl} username={username} />}
        {actions ?? (
          <Group>
            <Button component={Link} to="/auth/login">
              {t('common.goToLogin')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
