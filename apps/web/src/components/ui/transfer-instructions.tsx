import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/lib/format';

/** What a bank transfer needs (GET /api/payments/payWith/{id}, or the registration's answer): amount in euros. */
export interface TransferInstructions {
  amount: number;
  iban?: string;
  beneficiary?: string;
  concept?: string;
}

/** Spec section 4: a bank transfer goes to the company's account with the member's username as the concept. */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('transfer.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('transfer.useConcept', { concept: transfer.concept })}</Text>
        <Table data-testid="transfer-instructions" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr><Table.Th>{t('transfer.beneficiary')}</Table.Th><Table.Td>{transfer.beneficiary}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>IBAN</Table.Th><Table.Td style={{ overflowWrap: 'anywhere' }}>{transfer.iban}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('transfer.amount')}</Table.Th><Table.Td>{formatEuros(transfer.amount, i18n.language)}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('transfer.concept')}</Table.Th><Table.Td>{transfer.concept}</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
