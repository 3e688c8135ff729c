import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros } from '../../../lib/format';
import type { TransferInstructions } from '../api/register';

interface Props {
  username: string;
  /** The server activated the account at once (the free `pre` level). */
  active: boolean;
  payment: TransferInstructions | null;
}

/** Spec section 4: registration ends with an activation that may take up to 24 hours; a transfer needs the username as concept. */
export function RegistrationSuccess({ username, active, payment }: Props) {
  const { t, i18n } = useTranslation();
  const transfer = payment?.method === 'TRANS_PAYMENT' ? payment : null;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" data-testid="registration-success">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('registration.success.title')}
        </Title>
        <Text>{active ? t('registration.success.canLogIn', { username }) : t('registration.success.activation')}</Text>
        {transfer && (
          <Alert color="blue" variant="light" title={t('registration.success.transferTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('registration.success.transferConcept', { username })}</Text>
              <Table data-testid="transfer-instructions" withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  <Table.Tr><Table.Th>{t('registration.success.beneficiary')}</Table.Th><Table.Td>{transfer.beneficiary}</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>IBAN</Table.Th><Table.Td>{transfer.iban}</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>{t('registration.success.amount')}</Table.Th><Table.Td>{formatEuros(transfer.amount, i18n.language)}</Table.Td></Table.Tr>
                  <Table.Tr><Table.Th>{t('registration.success.concept')}</Table.Th><Table.Td>{transfer.concept}</Table.Td></Table.Tr>
                </Table.Tbody>
              </Table>
            </Stack>
          </Alert>
        )}
        <Button component={Link} to="/auth/login">
          {t('common.goToLogin')}
        </Button>
      </Stack>
    </Paper>
  );
}
