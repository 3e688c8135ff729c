import { idParams, paymentCreateSchema, registerOrderCreateSchema } from '@vo/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { payments, registerOrders } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { PAYMENT_COLLECTION } from './payment-collection';
import { presentPayment, presentRegisterOrder } from './payment.presenter';
import type { CardProvider } from './card/card-provider';
import type { PaymentsService } from './payments.service';


/** Spec section 7 "Payments and memberships": the two-step preparation, instructions and confirmation. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; service: PaymentsService; card: CardProvider | null }> = async (app, { db, service, card }) => {
  app.post('/api/payments', { schema: { tags: ['payments'], body: paymentCreateSchema } }, async (request, reply) => {
    const { user } = requireSession(request);
    const { user: userId, paymentBy, action, type, amount, enjoypass } = request.body;
    const payment = await service.prepare(user, { userId, paymentBy, action, type, amount, enjoypass });
    return reply.status(201).send(presentPayment(payment));
  });

  app.get('/api/payments', { schema: { tags: ['payments'] } }, (request) => {
    const { user } = requireSession(request);
    return listTable(db, request, payments, PAYMENT_COLLECTION, presentPayment, isAdmin(user) ? undefined : eq(payments.userId, user.id));
  });

  app.get('/api/payments/:id', { schema: { tags: ['payments'], params: idParams } }, async (request) =>
    presentPayment(await service.ownPayment(requireSession(request).user, request.params.id)));

  app.get('/api/payments/payWith/:id', { schema: { tags: ['payments'], params: idParams } }, async (request) => {
    return service.instructions(requireSession(request).user, request.params.id);
  });

  // The member's own confirmation: a wallet payment is debited here; a card payment is checked with Stripe
  // (the webhook confirms it too, whichever comes first).
  app.post('/api/payments/confirmPayment/:id', { schema: { tags: ['payments'], params: idParams } }, async (request) => {
    const { user } = requireSession(request);
    const { paymentBy } = await service.ownPayment(user, request.params.id);
    const { payment } = paymentBy === 'STRIPE_PAYMENT' ? await service.settleCard(user, request.params.id) : await service.payWithWallet(user, request.params.id);
    return presentPayment(payment);
  });

  // Stripe Elements needs the publishable key (public by design: the sign-up form asks too); null says
  // card payments are not configured.
  app.get('/api/payments/credentialsStripe', { config: { access: 'public' }, schema: { tags: ['payments'] } }, async () => ({ publishableKey: card?.publishableKey ?? null }));

  app.post('/api/register_orders', { schema: { tags: ['payments'], body: registerOrderCreateSchema } }, async (request, reply) => {
    const { user } = requireSession(request);
    const { order } = await service.order(user, { ...request.body, extra: request.body.extra ?? {} });
    return reply.status(201).send(presentRegisterOrder(order));
  });

  app.get('/api/register_orders', { schema: { tags: ['payments'] } }, (request) => {
    const { user } = requireSession(request);
    // Members see the orders of their own payments only.
    const own = inArray(registerOrders.paymentId, db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id)));
    return listTable(db, request, registerOrders, {
      order: { id: registerOrders.id, createdAt: registerOrders.createdAt },
      defaultOrder: [registerOrders.id, 'desc'],
      filters: { status: { column: registerOrders.status, parse: parseAs.text }, payment: { column: registerOrders.paymentId, parse: parseAs.integer } },
    }, presentRegisterOrder, isAdmin(user) ? undefined : own);
  });

  app.get('/api/register_orders/:id', { schema: { tags: ['payments'], params: idParams } }, async (request) => {
    const { user } = requireSession(request);
    const [row] = await db.select({ order: registerOrders, userId: payments.userId }).from(registerOrders)
      .innerJoin(payments, eq(payments.id, registerOrders.paymentId)).where(eq(registerOrders.id, request.params.id));
    if (!row || !isOwnerOrAdmin(user, row.userId)) throw new AppError('NOT_FOUND');
    return presentRegisterOrder(row.order);
  });

  app.put('/api/register_orders/:id', {
    schema: { tags: ['payments'], params: idParams, body: z.object({ status: z.literal('cancelled', 'validation.invalid') }) },
  }, async (request) => presentRegisterOrder(await service.changeOrderStatus(requireSession(request).user, request.params.id, request.body.status)));
};
