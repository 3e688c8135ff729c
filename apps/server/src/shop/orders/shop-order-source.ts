import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, products, shopOrderItems, shopOrders, users } from '../../db/schema';
import { parseAs, type CollectionSpec } from '../../lib/collection-query';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/current-user';
import { ownerScope } from '../../auth/owner-or-admin';
import { listFrom, type CollectionSource } from '../../lib/collection-route';
import { presentShopOrder } from './shop-order.presenter';
import type { LocalizedText } from '@vo/domain';

export interface ShopOrderRow {
  order: typeof shopOrders.$inferSelect;
  username: string;
  fee: number;
  total: number;
  items: (typeof shopOrderItems.$inferSelect & { name: LocalizedText })[];
}

/** GET /api/shop_orders: newest first; by status or country. */
export const SHOP_ORDER_COLLECTION: CollectionSpec = {
  order: { id: shopOrders.id, createdAt: shopOrders.createdAt, status: shopOrders.status },
  defaultOrder: [shopOrders.id, 'desc'],
  filters: {
    status: { column: shopOrders.status, parse: parseAs.text },
    country: { column: shopOrders.countryId, parse: parseAs.reference('countries') },
  },
  dates: { createdAt: shopOrders.createdAt },
  search: [users.username],
};

/** Orders with their owner's username, their payment's fee and total, and their lines with the product names. */
async function withItems(db: Db | Tx, where: SQL | undefined, limit: number, offset: number, orderBy: SQL[]): Promise<ShopOrderRow[]> {
  const rows = await db.select({ order: shopOrders, username: users.username, fee: payments.fee, total: payments.total }).from(shopOrders)
    .innerJoin(users, eq(users.id, shopOrders.userId)).innerJoin(payments, eq(payments.id, shopOrders.paymentId))
    .where(where).orderBy(...orderBy).limit(limit).offset(offset);
  const ids = rows.map((r) => r.order.id);
  const items = ids.length
    ? await db.select({ item: shopOrderItems, name: products.name }).from(shopOrderItems)
      .innerJoin(products, eq(products.id, shopOrderItems.productId)).where(inArray(shopOrderItems.orderId, ids)).orderBy(shopOrderItems.productId)
    : [];
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.item.orderId === r.order.id).map((i) => ({ ...i.item, name: i.name })) }));
}

export function shopOrderSource(db: Db): CollectionSource<ShopOrderRow> {
  return {
    page: (where, q) => withItems(db, where, q.itemsPerPage, q.offset, q.orderBy),
    // The search names the owner: the count joins them too.
    count: async (where) => (await db.select({ n: count() }).from(shopOrders).innerJoin(users, eq(users.id, shopOrders.userId)).where(where))[0]?.n ?? 0,
  };
}

/** One order as the presenter reads it, or undefined. */
export async function readShopOrder(db: Db | Tx, id: number): Promise<ShopOrderRow | undefined> {
  const [row] = await withItems(db, eq(shopOrders.id, id), 1, 0, []);
  return row;
}

/** One page of the orders the viewer may see: their own; an admin, everyone's. */
export function listShopOrders(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, SHOP_ORDER_COLLECTION, shopOrderSource(db), presentShopOrder, ownerScope(viewer, shopOrders.userId));
}
