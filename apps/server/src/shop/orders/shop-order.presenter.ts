import { centsToEuros, type ShopOrder } from '@vo/domain';
import { hydraItem } from '../../lib/hydra';
import type { ShopOrderRow } from './shop-order-source';

/** A shop order in euros: its lines as bought, its totals and its payment. */
export const presentShopOrder = ({ order, username, fee, total, items }: ShopOrderRow): ShopOrder =>
  hydraItem('shop_orders', 'ShopOrder', order.id, {
    user: order.userId,
    username,
    country: order.countryId,
    status: order.status,
    payment: order.paymentId,
    paymentBy: order.paymentBy,
    defaultApplied: order.defaultApplied,
    items: items.map((i) => ({
      product: i.productId, name: i.name, quantity: i.quantity, unitPrice: centsToEuros(i.unitPrice), vatRate: i.vatRateBp / 100,
      net: centsToEuros(i.net), vat: centsToEuros(i.tax), points: centsToEuros(i.unitPoints * i.quantity),
    })),
    net: centsToEuros(order.net),
    vat: centsToEuros(order.tax),
    fee: centsToEuros(fee),
    total: centsToEuros(total),
    points: centsToEuros(order.points),
    createdAt: order.createdAt.toISOString(),
    shippedAt: order.shippedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
  });
