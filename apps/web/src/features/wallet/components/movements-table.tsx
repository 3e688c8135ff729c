import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type Sort } from '@/components/ui/sort-header';
import type { WalletMovement, WalletMovementSort } from '@/features/wallet/api/get-wallet-movements';
import { useMovementFormat } from '@/features/wallet/lib/use-movement-format';

export interface MovementsListProps {
  movements: WalletMovement[];
  sort: Sort<WalletMovementSort>;
  onSort: (sort: Sort<WalletMovementSort>) => void;
  stale?: boolean;
}

/** Spec section 3's columns: date, commission from, level, type (with the account it moved), value. */
export function MovementsTable({ movements, sort, onSort, stale = false }: MovementsListProps) {
  const { t } = useTranslation();
  const format = useMovementFormat();
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="wallet-movements-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader id="createAt" {...header}>
              {t('wallet.columns.date')}
            </SortHeader>
            <SortHeader id="fromUser.username" {...header}>
              {t('wallet.columns.fromUser')}
            </SortHeader>
            <SortHeader id="level" align="right" {...header}>
              {t('wallet.columns.level')}
            </SortHeader>
            <Table.Th>{t('wallet.columns.type')}</Table.Th>
            <SortHeader id="value" align="right" {...header}>
              {t('wallet.columns.value')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((m) => (
            <Table.Tr key={m.id} data-testid="wallet-movement-row" data-type={m.type} data-account={m.account}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.when(m.createAt)}</Table.Td>
              <Table.Td>{m.fromUser?.username ?? '—'}</Table.Td>
              <Table.Td ta="right">{m.level ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm">{format.type(m.type)}</Text>
                <Text size="xs" c="dimmed">
                  {format.account(m.account)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700} c={format.color(m)} style={{ whiteSpace: 'nowrap' }} data-testid="wallet-movement-value">
                {format.signed(m)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
