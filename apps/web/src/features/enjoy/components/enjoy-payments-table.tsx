import type { Payment, PaymentStatus, PaymentType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { useFormat } from '@/lib/use-format';
import { enjoyPaymentsQueryOptions } from '@/features/enjoy/api/get-enjoy-payments';

interface Props {
  tableId: string;
  types: PaymentType[];
  status?: PaymentStatus;
  /** history: every purchase and spend with its money and state; passes: the Enjoy Passes bought. */
  variant: 'history' | 'passes';
}

/** Points a payment moved: bought ones in, an Enjoy Pass's out (1 point per pass). */
const pointsMoved = (p: Payment) => (p.type === 'enjoy_pass' ? -p.amount : p.enjoyPoints);
/** Only a paid payment moved points: the others are shown dimmed. */
const pointsColor = (p: Payment) => (p.status !== 'paid' ? 'dimmed' : pointsMoved(p) > 0 ? 'teal' : 'red');

function useColumns(variant: Props['variant']): Column<Payment>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const date: Column<Payment> = { id: 'date', header: t('enjoy.columns.date'), cell: (p) => format.day(p.confirmedAt ?? p.createdAt), card: 'subtitle' };
  if (variant === 'passes') {
    return [
      date,
      { id: 'passes', header: t('enjoy.columns.passes'), cell: (p) => format.number(p.enjoypass ?? 0), align: 'right', fw: 600, card: 'title' },
      { id: 'points', header: t('enjoy.columns.points'), cell: (p) => format.points(p.amount), align: 'right', fw: 600 },
    ];
  }
  return [
    date,
    { id: 'concept', header: t('enjoy.columns.concept'), cell: (p) => t(p.type === 'enjoy_pass' ? 'enjoy.history.passSpend' : 'enjoy.history.pointsPurchase'), card: 'title' },
    { id: 'points', header: t('enjoy.columns.points'), cell: (p) => format.signed(pointsMoved(p), format.points), align: 'right', fw: 600, color: pointsColor, card: 'aside' },
    { id: 'status', header: t('enjoy.columns.status'), cell: (p) => <PaymentStatusBadge status={p.status} size="sm" />, card: 'body' },
    // An Enjoy Pass moves no money: its price is in points.
    { id: 'amount', header: t('enjoy.columns.amount'), cell: (p) => (p.type === 'enjoy_pass' ? '—' : format.euros(p.amount)), align: 'right', card: 'meta' },
    { id: 'method', header: t('enjoy.columns.method'), cell: (p) => t(`paymentMethods.${p.paymentBy}`, { defaultValue: p.paymentBy }), card: 'meta' },
  ];
}

/** The member's Enjoy Points purchases and Enjoy Pass spends, a page at a time, newest first. */
export function EnjoyPaymentsTable({ tableId, types, status, variant }: Props) {
  const { t } = useTranslation();
  const list = usePagedList({
    id: tableId,
    query: ({ page, itemsPerPage }: PagedParams<never, object>) => enjoyPaymentsQueryOptions({ types, status, page, itemsPerPage }),
  });
  return (
    <DataTable
      {...list.table}
      columns={useColumns(variant)}
      rowKey={(p) => p.id}
      minWidth={variant === 'passes' ? 320 : 620}
      nowrap
      cards={variant === 'history'}
      loaderHeight={120}
      emptyText={t(variant === 'passes' ? 'enjoy.pass.noneBought' : 'enjoy.history.empty')}
      emptyTestId={`${tableId}-empty`}
      testId={tableId}
      rowTestId={`${tableId}-row`}
    />
  );
}
