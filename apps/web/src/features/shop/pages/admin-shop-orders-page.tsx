import { Group, Select, Stack } from '@mantine/core';
import { SHOP_ORDER_STATUSES, type ShopOrder } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table-column';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { usePagedList, type PagedParams } from '@/components/ui/use-paged-list';
import { SHOP_ORDER_SORTS, shopOrdersQueryOptions, useChangeShopOrder, type ShopOrderSort } from '../api/shop-queries';
import { useShopOrderColumns } from '../components/shop-order-columns';

type Filters = { status?: string };

/** What the console may do with an order: ship a paid one; cancel a pending or paid one (a paid one is refunded). */
function OrderActions({ order }: { order: ShopOrder }) {
  const { t } = useTranslation();
  const change = useChangeShopOrder();
  const number = `#${order.id}`;
  return (
    <Group gap="xs" wrap="nowrap">
      {order.status === 'paid' && (
        <ConfirmActionButton
          label={t('adminShopOrders.ship')}
          ariaLabel={t('adminShopOrders.shipOrder', { number })}
          title={t('adminShopOrders.shipTitle', { number })}
          text={t('adminShopOrders.shipText')}
          submitLabel={t('adminShopOrders.ship')}
          action={async () => { await change.mutateAsync({ id: order.id, status: 'shipped' }); return t('adminShopOrders.shipped'); }}
          testId="shop-order-ship"
        />
      )}
      {(order.status === 'paid' || order.status === 'pending_payment') && (
        <ConfirmActionButton
          destructive
          label={t('adminShopOrders.cancel')}
          ariaLabel={t('adminShopOrders.cancelOrder', { number })}
          title={t('adminShopOrders.cancelTitle', { number })}
          text={t(order.status === 'paid' ? 'adminShopOrders.cancelPaidText' : 'adminShopOrders.cancelPendingText')}
          submitLabel={t('adminShopOrders.cancel')}
          keepLabel={t('adminShopOrders.keep')}
          action={async () => { await change.mutateAsync({ id: order.id, status: 'cancelled' }); return t('adminShopOrders.cancelled'); }}
          testId="shop-order-cancel"
        />
      )}
    </Group>
  );
}

/** Issue 17: every member's shop orders, by status, with ship and cancel. */
export function AdminShopOrdersPage() {
  const { t } = useTranslation();
  const base = useShopOrderColumns({ withMember: true });
  const columns: Column<ShopOrder, ShopOrderSort>[] = [
    ...base,
    { id: 'actions', header: t('adminShopOrders.actions'), hiddenHeader: true, cell: (o) => <OrderActions order={o} />, card: 'actions' },
  ];
  const list = usePagedList({
    id: 'admin-shop-orders',
    sorts: SHOP_ORDER_SORTS,
    defaultSort: { id: 'createdAt', direction: 'desc' },
    query: ({ page, itemsPerPage, sort, filter }: PagedParams<ShopOrderSort, Filters>) =>
      shopOrdersQueryOptions({ page, itemsPerPage, sort, status: filter.status || undefined }),
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('adminShopOrders.title')} subtitle={t('adminShopOrders.subtitle')} />
      <SectionCard>
        <Select
          label={t('shop.columns.status')}
          data={[{ value: '', label: t('adminShopOrders.all') }, ...SHOP_ORDER_STATUSES.map((s) => ({ value: s, label: t(`shop.statuses.${s}`) }))]}
          value={list.filter.status ?? ''}
          onChange={(status) => list.setFilter({ status: status ?? '' })}
          allowDeselect={false}
          maw={260}
          data-testid="admin-shop-orders-status"
        />
        <DataTable
          {...list.table}
          columns={columns}
          rowKey={(o) => o.id}
          minWidth={900}
          emptyText={t('adminShopOrders.empty')}
          emptyTestId="admin-shop-orders-empty"
          testId="admin-shop-orders-table"
          cardsTestId="admin-shop-orders-cards"
          rowTestId="admin-shop-order-row"
          rowAttributes={(o) => ({ 'data-status': o.status, 'data-order-id': o.id })}
        />
      </SectionCard>
    </Stack>
  );
}

export { AdminShopOrdersPage as Component };
