import { Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WALLET_MOVEMENT_SORTS, type WalletMovementSort } from '@/features/wallet/api/get-wallet-movements';
import { useMovementFormat } from '@/features/wallet/lib/use-movement-format';
import type { MovementsListProps } from './movements-table';

const SORT_LABELS: Record<WalletMovementSort, string> = {
  createAt: 'wallet.columns.date', 'fromUser.username': 'wallet.columns.fromUser', level: 'wallet.columns.level', value: 'wallet.columns.value',
};

/** Phones: one card per movement, the value in reach, and the sort as a select. */
export function MovementCards({ movements, sort, onSort, stale = false }: MovementsListProps) {
  const { t } = useTranslation();
  const format = useMovementFormat();
  const options = WALLET_MOVEMENT_SORTS.flatMap((id) =>
    (['desc', 'asc'] as const).map((direction) => ({ value: `${id}:${direction}`, label: t(`table.sort.${direction}`, { column: t(SORT_LABELS[id]) }) })),
  );
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="wallet-movements-cards">
      <NativeSelect
        size="sm"
        label={t('table.sort.label')}
        value={`${sort.id}:${sort.direction}`}
        onChange={(e) => {
          const [id, direction] = e.currentTarget.value.split(':') as [WalletMovementSort, 'asc' | 'desc'];
          onSort({ id, direction });
        }}
        data={options}
      />
      {movements.map((m) => (
        <Card key={m.id} withBorder radius="md" padding="sm" data-testid="wallet-movement-row" data-type={m.type} data-account={m.account}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {format.type(m.type)}
              </Text>
              <Text size="xs" c="dimmed">
                {format.when(m.createAt)} · {format.account(m.account)}
              </Text>
              {m.fromUser && (
                <Text size="xs">
                  {t('wallet.columns.fromUser')}: {m.fromUser.username}
                  {m.level !== null && ` · ${t('wallet.columns.level')} ${m.level}`}
                </Text>
              )}
            </Stack>
            <Text fw={700} c={format.color(m)} style={{ whiteSpace: 'nowrap' }} data-testid="wallet-movement-value">
              {format.signed(m)}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
