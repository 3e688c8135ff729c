import { adminPaymentCollectionSchema, idParams, paymentChangeSchema, paymentRejectSchema, paymentSchema, refundPreviewSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { presentPayment } from '../payments/payment.presenter';
import { previewRefund } from '../payments/refund-preview';
import type { PaymentsService } from '../payments/payments.service';
import { presentPaymentChange } from './admin-payment.presenter';
import { listAdminPayments } from './payment-list';

/** Admin console: every member's payments with who paid; confirm a received bank transfer, or reject a payment with a reason. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db; service: PaymentsService }> = async (app, { db, service }) => {
  app.get('/api/admin/payments', { schema: { tags: ['admin'], response: { 200: adminPaymentCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminPayments(db, request);
  });

  app.post('/api/admin/payments/:id/confirm', { schema: { tags: ['admin'], summary: 'Confirm a payment, such as a bank transfer payment received', params: idParams, response: { 200: paymentChangeSchema } } }, async (request) =>
    presentPaymentChange(await service.adminConfirm(requireAdmin(request).user, request.params.id)));

  app.post('/api/admin/payments/:id/reject', {
    schema: { tags: ['admin'], params: idParams, body: paymentRejectSchema, response: { 200: paymentSchema } },
  }, async (request) => presentPayment(await service.adminReject(requireAdmin(request).user, request.params.id, request.body.reason)));

  app.get('/api/admin/payments/:id/refund-preview', {
    schema: { tags: ['admin'], summary: 'What refunding the payment would reverse', params: idParams, response: { 200: refundPreviewSchema } },
  }, async (request) => {
    requireAdmin(request);
    return previewRefund(db, request.params.id);
  });

  app.post('/api/admin/payments/:id/refund', {
    schema: { tags: ['admin'], params: idParams, body: paymentRejectSchema, response: { 200: paymentChangeSchema } },
  }, async (request) => presentPaymentChange(await service.adminRefund(requireAdmin(request).user, request.params.id, request.body.reason, request.ip)));
};
