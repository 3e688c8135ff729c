import { Group, Stack, Text } from '@mantine/core';
import type { Reservation } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { BALANCE_KEYS } from '@/lib/reservation-balances';
import { useFormat } from '@/lib/use-format';

type ByBalance = Reservation['paid'];

interface Props {
  amounts: ByBalance;
  testId?: string;
  /** Each amount's `data-testid` is `{valueTestIdPrefix}-{balance}` (`paid-enjoyPoints`). */
  valueTestIdPrefix?: string;
  /** Said when every balance holds nothing; zero euros by default. */
  emptyText?: string;
}

/**
 * An amount per balance (what a reservation was paid with, what a cancellation gives back), one line each;
 * the balances with nothing are left out.
 */
export function BalanceAmounts({ amounts, testId, valueTestIdPrefix, emptyText }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = BALANCE_KEYS.filter((balance) => amounts[balance] !== 0);
  if (lines.length === 0) {
    return (
      <Text size="sm" data-testid={testId}>
        {emptyText ?? format.euros(0)}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid={testId}>
      {lines.map((balance) => (
        <Group key={balance} gap="xs" justify="space-between" wrap="nowrap" maw={320} data-balance={balance}>
          <Text size="sm">{t(`reservations.balances.${balance}`)}</Text>
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={valueTestIdPrefix && `${valueTestIdPrefix}-${balance}`}>
            {format.euros(amounts[balance])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
