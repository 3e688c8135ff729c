import { Badge } from '@mantine/core';
import type { ShopOrder, ShopOrderStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table-column';
import { localized } from '@/lib/localized';
import { useFormat } from '@/lib/use-format';
import type { ShopOrderSort } from '../api/shop-queries';

const COLORS: Record<ShopOrderStatus, string> = { pending_payment: 'yellow', paid: 'teal', shipped: 'blue', cancelled: 'gray' };

export function ShopOrderStatusBadge({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLORS[status]} variant="light" data-status={status} miw="max-content">{t(`shop.statuses.${status}`)}</Badge>;
}

/** An order: number, date, what it holds, total and status (the console adds who ordered it). */
export function useShopOrderColumns({ withMember = false } = {}): Column<ShopOrder, ShopOrderSort>[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const columns: Column<ShopOrder, ShopOrderSort>[] = [
    { id: 'id', header: t('shop.columns.number'), cell: (o) => `#${o.id}`, nowrap: true, card: 'title' },
    { id: 'createdAt', header: t('shop.columns.date'), sort: 'createdAt', cell: (o) => format.dateTime(o.createdAt), nowrap: true, card: 'subtitle' },
    {
      id: 'items', header: t('shop.columns.items'), miw: 220, card: 'body',
      cell: (o) => o.items.map((i) => `${i.quantity} × ${localized(i.name, i18n.language)}`).join(', '),
    },
    { id: 'total', header: t('shop.columns.total'), cell: (o) => format.euros(o.total), align: 'right', nowrap: true },
    { id: 'status', header: t('shop.columns.status'), cell: (o) => <ShopOrderStatusBadge status={o.status} />, card: 'aside' },
  ];
  return withMember ? [columns[0]!, { id: 'member', header: t('shop.columns.member'), cell: (o) => o.username, nowrap: true }, ...columns.slice(1)] : columns;
}
