import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/lib/format';

/** What a bank transfer needs (GET /api/payments/payWith/{id}, or the registration's answer): amount in euros. */
export interface BankTransferInstructions {
  amount: number;
  iban?: string;
  beneficiary?: string;
  concept?: string;
}

/**
 * Spec section 4: a bank transfer goes to the company's account with the member's username as the concept.
 * `note` replaces the "your username" explanation where someone else pays (the office registering a newcomer).
 */
export function BankTransferDetails({ instructions, note }: { instructions: BankTransferInstructions; note?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('bankTransfer.title')}>
      <Stack gap="xs">
        <Text size="sm">{note ?? t('bankTransfer.useConcept', { concept: instructions.concept })}</Text>
        <Table data-testid="bank-transfer-instructions" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr><Table.Th>{t('bankTransfer.beneficiary')}</Table.Th><Table.Td>{instructions.beneficiary}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>IBAN</Table.Th><Table.Td style={{ overflowWrap: 'anywhere' }}>{instructions.iban}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('bankTransfer.amount')}</Table.Th><Table.Td>{formatEuros(instructions.amount, i18n.language)}</Table.Td></Table.Tr>
            <Table.Tr><Table.Th>{t('bankTransfer.concept')}</Table.Th><Table.Td>{instructions.concept}</Table.Td></Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
