import { count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { payments, registerOrders } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentRegisterOrder } from './payment.presenter';

/** GET /api/register_orders: by status, payment or the payment's member (`payment.user`, spec section 7), newest first. */
export const REGISTER_ORDER_COLLECTION: CollectionSpec = {
  order: { id: registerOrders.id, createdAt: registerOrders.createdAt },
  defaultOrder: [registerOrders.id, 'desc'],
  filters: {
    status: { column: registerOrders.status, parse: parseAs.text },
    payment: { column: registerOrders.paymentId, parse: parseAs.integer },
    // On the joined payment: a member's own scope still applies, so only an admin sees another member's.
    'payment.user': { column: payments.userId, parse: parseAs.integer },
  },
};

type RegisterOrderRow = typeof registerOrders.$inferSelect;

/** Orders joined with their payment, whose member owns them (every order has exactly one payment). */
function registerOrderSource(db: Db): CollectionSource<RegisterOrderRow> {
  return {
    page: async (where: SQL | undefined, q: CollectionQuery) =>
      (await db.select({ order: registerOrders }).from(registerOrders).innerJoin(payments, eq(payments.id, registerOrders.paymentId))
        .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset)).map((row) => row.order),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(registerOrders).innerJoin(payments, eq(payments.id, registerOrders.paymentId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of the register orders the viewer may see: those of their own payments; an admin, everyone's. */
export function listRegisterOrders(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, REGISTER_ORDER_COLLECTION, registerOrderSource(db), presentRegisterOrder, ownerScope(viewer, payments.userId));
}
