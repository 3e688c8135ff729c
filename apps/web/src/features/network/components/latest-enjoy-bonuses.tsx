import { reservationCodeOf, type UserEnjoy } from '@vo/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { PagedDataTable } from '@/components/ui/paged-data-table';
import type { PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { userEnjoysQueryOptions } from '@/features/network/api/get-user-enjoys';

/** What generated a bonus: a reservation by its locator (a negative row is its claw-back), or another Enjoy Points spend. */
function conceptOf(bonus: UserEnjoy, t: TFunction): string {
  const code = reservationCodeOf(bonus.reference);
  if (!code) return t('network.enjoy.latest.other');
  return t(bonus.points < 0 ? 'network.enjoy.latest.clawback' : 'network.enjoy.latest.reservation', { code });
}

function useColumns(): Column<UserEnjoy>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'date', header: t('network.enjoy.latest.date'), cell: (b) => format.dateTime(b.createdAt), nowrap: true, card: 'subtitle' },
    { id: 'member', header: t('network.enjoy.member'), cell: (b) => b.fromUser.username, fw: 600, card: 'title' },
    { id: 'level', header: t('network.enjoy.latest.level'), cell: (b) => b.level, align: 'right', card: 'meta' },
    { id: 'concept', header: t('network.enjoy.latest.concept'), cell: (b) => conceptOf(b, t), card: 'body' },
    {
      id: 'points', header: t('network.enjoy.points'), cell: (b) => format.signed(b.points, format.points), align: 'right', nowrap: true, fw: 600,
      color: (b) => (b.points < 0 ? 'red' : 'teal'), card: 'aside',
    },
  ];
}

/** The Enjoy bonuses one by one, newest first: which reservation earned each, and which were clawed back. */
export function LatestEnjoyBonuses() {
  const { t } = useTranslation();
  return (
    <PagedDataTable
      list={{ id: 'enjoy-bonuses', query: ({ page, itemsPerPage }: PagedParams<never, object>) => userEnjoysQueryOptions({ page, itemsPerPage }) }}
      columns={useColumns()}
      rowKey={(b) => b.id}
      minWidth={620}
      loaderHeight={120}
      emptyText={t('network.enjoy.latest.empty')}
      emptyTestId="enjoy-bonuses-empty"
      testId="enjoy-bonuses"
      rowTestId="enjoy-bonus-row"
    />
  );
}
