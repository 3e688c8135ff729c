import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentPayment } from './payment.presenter';

/** GET /api/payments: the spec's filters (`type`, `status`, `action[]`) plus the method, and dates. */
export const PAYMENT_COLLECTION = {
  order: { id: payments.id, createdAt: payments.createdAt },
  defaultOrder: [payments.id, 'desc'],
  filters: {
    type: { column: payments.type, parse: parseAs.text },
    status: { column: payments.status, parse: parseAs.text },
    action: { column: payments.action, parse: parseAs.text },
    paymentBy: { column: payments.paymentBy, parse: parseAs.text },
  },
  dates: { createdAt: payments.createdAt },
} satisfies CollectionSpec;

/** One page of the payments the viewer may see: their own; an admin, everyone's. */
export function listPayments(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listTable(db, request, payments, PAYMENT_COLLECTION, presentPayment, ownerScope(viewer, payments.userId));
}
