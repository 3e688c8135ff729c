import { idParams, paymentRejectSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listFrom } from '../lib/collection-route';
import { presentPayment } from '../payments/payment.presenter';
import type { PaymentsService } from '../payments/payments.service';
import { presentAdminPayment } from './admin-payment.presenter';
import { ADMIN_PAYMENT_COLLECTION, adminPaymentSource } from './payment-list';


/** Admin console: every member's payments with who paid; confirm a received bank transfer, or reject a payment with a reason. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db; service: PaymentsService }> = async (app, { db, service }) => {
  const source = adminPaymentSource(db);

  app.get('/api/admin/payments', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listFrom(request, ADMIN_PAYMENT_COLLECTION, source, presentAdminPayment);
  });

  app.post('/api/admin/payments/:id/confirm', { schema: { tags: ['admin'], params: idParams } }, async (request) => {
    const { payment, changed } = await service.adminConfirm(requireAdmin(request).user, request.params.id);
    return { ...presentPayment(payment), changed };
  });

  app.post('/api/admin/payments/:id/reject', {
    schema: { tags: ['admin'], params: idParams, body: paymentRejectSchema },
  }, async (request) => presentPayment(await service.adminReject(requireAdmin(request).user, request.params.id, request.body.reason)));

  app.post('/api/admin/payments/:id/refund', {
    schema: { tags: ['admin'], params: idParams, body: paymentRejectSchema },
  }, async (request) => {
    const { payment, changed } = await service.adminRefund(requireAdmin(request).user, request.params.id, request.body.reason);
    return { ...presentPayment(payment), changed };
  });
};
