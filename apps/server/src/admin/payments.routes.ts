import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import { presentPayment } from '../payments/payment.presenter';
import type { PaymentsService } from '../payments/payments.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Admin console: confirm a received bank transfer, or reject a payment with a reason. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.post('/api/admin/payments/:id/confirm', { schema: { tags: ['admin'], params: idParams } }, async (request) => {
    const { payment, changed } = await service.adminConfirm(requireAdmin(request).user, request.params.id);
    return { ...presentPayment(payment), changed };
  });

  app.post('/api/admin/payments/:id/reject', {
    schema: { tags: ['admin'], params: idParams, body: z.object({ reason: z.string().trim().min(3).max(500) }) },
  }, async (request) => presentPayment(await service.adminReject(requireAdmin(request).user, request.params.id, request.body.reason)));
};
