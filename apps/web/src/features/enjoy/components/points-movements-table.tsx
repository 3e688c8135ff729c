import { POINTS_ACCOUNTS } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { walletMovementsQueryOptions, type WalletMovement } from '@/api/wallet-movements';
import type { Column } from '@/components/ui/data-table-column';
import { PagedDataTable } from '@/components/ui/paged-data-table';
import type { PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { useMovementLabels } from '@/lib/use-movement-labels';

const NEWEST_FIRST = { id: 'createAt', direction: 'desc' } as const;

function useColumns(): Column<WalletMovement>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useMovementLabels();
  return [
    { id: 'date', header: t('enjoy.columns.date'), cell: (m) => format.dateTime(m.createAt), nowrap: true, card: 'subtitle' },
    { id: 'concept', header: t('enjoy.columns.concept'), cell: (m) => labels.concept(m), card: 'title' },
    { id: 'account', header: t('enjoy.columns.account'), cell: (m) => labels.account(m.account), card: 'meta' },
    { id: 'fromUser', header: t('enjoy.columns.fromUser'), cell: (m) => m.fromUser?.username ?? '—', cardCell: (m) => m.fromUser?.username, card: 'meta' },
    {
      id: 'points', header: t('enjoy.columns.points'), cell: (m) => format.signed(m.value, format.points), align: 'right', fw: 600, nowrap: true,
      color: (m) => (m.value > 0 ? 'teal' : m.value < 0 ? 'red' : undefined), card: 'aside',
    },
  ];
}

/**
 * Every movement of the member's Enjoy Points and Travel Points (GET /api/wallet_movements?action[]=…): purchases,
 * reservation deposits, payments and refunds, the Enjoy bonus earned and clawed back; newest first.
 */
export function PointsMovementsTable() {
  const { t } = useTranslation();
  return (
    <PagedDataTable
      list={{
        id: 'enjoy-points-movements',
        query: ({ page, itemsPerPage }: PagedParams<never, object>) =>
          walletMovementsQueryOptions({ page, itemsPerPage, sort: NEWEST_FIRST, account: POINTS_ACCOUNTS }),
      }}
      columns={useColumns()}
      rowKey={(m) => m.id}
      minWidth={620}
      loaderHeight={120}
      emptyText={t('enjoy.movements.empty')}
      emptyTestId="points-movements-empty"
      testId="points-movements"
      rowTestId="points-movement-row"
      rowAttributes={(m) => ({ 'data-type': m.type, 'data-account': m.account })}
    />
  );
}
