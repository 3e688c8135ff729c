import { Card, SimpleGrid, Text } from '@mantine/core';
import type { CompanyAccounts } from '@vo/domain';
import { useTranslation } from 'react-i18next';

/** The figures a reader looks for first, each taken from the sections (cents). */
function figuresOf(summary: CompanyAccounts) {
  const section = (key: string) => summary.sections.find((s) => s.key === key)!;
  const line = (key: string, name: string) => section(key).lines.find((l) => l.key === name)?.amount ?? 0;
  const closing = (kind: string) => summary.memberAccounts.find((a) => a.kind === kind)?.closing ?? 0;
  return {
    revenue: section('revenue').total,
    taxes: section('taxes').total,
    fees: section('fees').total,
    commissions: section('commissions').total,
    // Paid lowers what is payable (a negative line); read as an amount paid, zero without a sign.
    payoutsPaid: 0 - line('payouts', 'paid'),
    payoutsPayable: section('payouts').closing,
    wallets: closing('wallet_available') + closing('wallet_retained'),
  };
}

export function SummaryFigures({ summary, money }: { summary: CompanyAccounts; money: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {Object.entries(figuresOf(summary)).map(([key, cents]) => (
        <Card key={key} withBorder radius="md" padding="sm" data-testid={`company-accounts-figure-${key}`}>
          <Text size="xs" c="dimmed">{t(`adminCompanyAccounts.figures.${key}`)}</Text>
          <Text size="lg" fw={700}>{money(cents)}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
