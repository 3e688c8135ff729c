import { Group, Stack, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

export type ByBalance = Reservation['paid'];

const BALANCES = ['enjoyPoints', 'travelPoints', 'wallet', 'outside'] as const;

/** An amount per balance (Enjoy Points, Travel Points, wallet, paid outside); the balances with nothing are left out. */
export function BalanceAmounts({ amounts, testId }: { amounts: ByBalance; testId?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = BALANCES.filter((balance) => amounts[balance] !== 0);
  if (lines.length === 0) return <Text size="sm">{format.euros(0)}</Text>;
  return (
    <Stack gap={2} data-testid={testId}>
      {lines.map((balance) => (
        <Group key={balance} gap="xs" justify="space-between" wrap="nowrap" maw={320} data-balance={balance}>
          <Text size="sm">{t(`adminReservations.balances.${balance}`)}</Text>
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {format.euros(amounts[balance])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
