import type { MemberRef } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import type { CardSlot, Column } from '@/components/ui/data-table-column';
import { MemberCell } from './member-cell';

/**
 * The console lists' "member" column: whose row it is, sortable by username. On a phone card it is the title, or a
 * "Member" line where the row has a title of its own (a movement's concept, an invoice's number).
 */
export function useMemberColumn<Row extends { member: MemberRef }, SortId extends string>(sort: SortId, card: CardSlot = 'title'): Column<Row, SortId> {
  const { t } = useTranslation();
  return { id: 'member', header: t('admin.columns.member'), sort, cell: (row) => <MemberCell member={row.member} />, card };
}
