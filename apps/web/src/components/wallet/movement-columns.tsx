import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';
import type { WalletMovement, WalletMovementSort } from '@/api/wallet-movements';
import { useMovementLabels } from '@/lib/use-movement-labels';

/** Points accounts count points (1 point = 1 euro), the wallet accounts euros. */
const isPoints = (account: string) => account === 'enjoy_points' || account === 'travel_points';

/** Spec section 3's columns: date, commission from, level, type (with the account it moved), signed value. */
export function useMovementColumns(): Column<WalletMovement, WalletMovementSort>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useMovementLabels();
  /** "+22,50 €" or "−50 puntos": the sign says which way the money went. */
  const signed = (m: WalletMovement) =>
    format.signed(m.value, (value) => (isPoints(m.account) ? `${format.points(value)} ${t('wallet.pointsUnit')}` : format.euros(value)));
  return [
    {
      id: 'date',
      header: t('wallet.columns.date'),
      sort: 'createAt',
      cell: (m) => format.dateTime(m.createAt),
      cardCell: (m) => `${format.dateTime(m.createAt)} · ${labels.account(m.account)}`,
      nowrap: true,
      card: 'subtitle',
    },
    { id: 'fromUser', header: t('wallet.columns.fromUser'), sort: 'fromUser.username', cell: (m) => m.fromUser?.username ?? '—', cardCell: (m) => m.fromUser?.username },
    { id: 'level', header: t('wallet.columns.level'), sort: 'level', cell: (m) => m.level ?? '—', cardCell: (m) => m.level, align: 'right' },
    {
      id: 'type',
      header: t('wallet.columns.type'),
      cell: (m) => (
        <>
          <Text size="sm">{labels.concept(m)}</Text>
          <Text size="xs" c="dimmed">
            {labels.account(m.account)}
          </Text>
        </>
      ),
      cardCell: (m) => labels.concept(m),
      card: 'title',
    },
    {
      id: 'value',
      header: t('wallet.columns.value'),
      sort: 'value',
      cell: signed,
      align: 'right',
      nowrap: true,
      fw: 700,
      color: (m) => (m.value > 0 ? 'teal' : m.value < 0 ? 'red' : undefined),
      attributes: () => ({ 'data-testid': 'wallet-movement-value' }),
      card: 'aside',
    },
  ];
}
