import { payments } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';

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
