import { count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { payments, profiles, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { PAYMENT_COLLECTION } from '../payments/payment-list';
import { presentAdminPayment } from './admin-payment.presenter';
import { memberColumns, type MemberColumns } from './member-ref';

/** GET /api/admin/payments: the member filters of GET /api/payments, plus order by member or amount and `search` on username/e-mail. */
export const ADMIN_PAYMENT_COLLECTION: CollectionSpec = {
  ...PAYMENT_COLLECTION,
  order: { ...PAYMENT_COLLECTION.order, amount: payments.total, status: payments.status, username: users.username },
  filters: { ...PAYMENT_COLLECTION.filters, user: { column: payments.userId, parse: parseAs.integer } },
  search: [users.username, users.email],
};

export type AdminPaymentRow = { payment: typeof payments.$inferSelect; member: MemberColumns };

/** Payments joined with who paid (admins have no profile, hence the left join). */
function adminPaymentSource(db: Db): CollectionSource<AdminPaymentRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) =>
      db.select({ payment: payments, member: memberColumns }).from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(profiles, eq(profiles.userId, payments.userId))
        .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of every member's payments with who paid (the caller has checked the viewer is an admin). */
export function listAdminPayments(db: Db, request: FastifyRequest) {
  return listFrom(request, ADMIN_PAYMENT_COLLECTION, adminPaymentSource(db), presentAdminPayment);
}
