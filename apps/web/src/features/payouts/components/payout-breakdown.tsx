import { Divider, Group, Stack, Text } from '@mantine/core';
import { centsToEuros, type PayoutBreakdown as Breakdown } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@/lib/format';
import { useTransferTaxLabel } from '@/lib/settings';

interface Props {
  breakdown: Breakdown | null;
  vatRatePercent: number;
  irpfRatePercent: number;
}

/** The live sum of the request form: amount + VAT − IRPF − transfer cost = what reaches the bank. */
export function PayoutBreakdown({ breakdown, vatRatePercent, irpfRatePercent }: Props) {
  const { t, i18n } = useTranslation();
  const transferTax = useTransferTaxLabel();
  const euros = (cents: number | undefined, sign = '') => (breakdown && cents !== undefined ? `${cents ? sign : ''}${formatEuros(centsToEuros(cents), i18n.language)}` : '—');
  const line = (label: string, value: string, testId: string) => (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{label}</Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} p="md" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="payout-breakdown">
      {line(t('payouts.breakdown.requestAmount'), euros(breakdown?.requestAmount), 'breakdown-request')}
      {line(t('payouts.breakdown.vat', { tax: transferTax, rate: vatRatePercent }), euros(breakdown?.vat, '+ '), 'breakdown-vat')}
      {line(t('payouts.breakdown.irpf', { rate: irpfRatePercent }), euros(breakdown?.irpf, '− '), 'breakdown-irpf')}
      {line(t('payouts.breakdown.transferCost'), euros(breakdown?.transferCost, '− '), 'breakdown-cost')}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('payouts.breakdown.receive')}</Text>
        <Text fw={700} fz="lg" c={breakdown ? 'teal.8' : undefined} data-testid="breakdown-receive">
          {euros(breakdown?.actualAmount)}
        </Text>
      </Group>
    </Stack>
  );
}
