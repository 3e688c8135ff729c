import { payerOf } from './payment-methods';
import {
  cardCredentialsSchema,
  idParams,
  paymentCollectionSchema,
  paymentCreateSchema,
  paymentInstructionsSchema,
  paymentSchema,
  registerOrderCollectionSchema,
  registerOrderCreateSchema,
  registerOrderSchema,
  registerOrderUpdateSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import type { CardProvider } from './card/card-provider';
import { presentCardCredentials, presentPayment, presentRegisterOrder } from './payment.presenter';
import { listPayments } from './payment-list';
import type { PaymentsService } from './payments.service';
import { listRegisterOrders } from './register-order-list';

/** Spec section 7 "Payments and memberships": the two-step preparation, instructions and confirmation. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; service: PaymentsService; card: CardProvider | null }> = async (app, { db, service, card }) => {
  app.post('/api/payments', { schema: { tags: ['payments'], body: paymentCreateSchema, response: { 201: paymentSchema } } }, async (request, reply) => {
    const { user } = requireSession(request);
    const { user: userId, paymentBy, action, type, amount, enjoypass } = request.body;
    const payment = await service.prepare(user, { userId, paymentBy, action, type, amount, enjoypass });
    return reply.status(201).send(presentPayment(payment));
  });

  app.get('/api/payments', { schema: { tags: ['payments'], response: { 200: paymentCollectionSchema } } }, (request) =>
    listPayments(db, request, requireSession(request).user));

  app.get('/api/payments/:id', { schema: { tags: ['payments'], params: idParams, response: { 200: paymentSchema } } }, async (request) =>
    presentPayment(await service.ownPayment(requireSession(request).user, request.params.id)));

  app.get('/api/payments/payWith/:id', { schema: { tags: ['payments'], params: idParams, response: { 200: paymentInstructionsSchema } } }, async (request) =>
    service.instructions(requireSession(request).user, request.params.id));

  // The member's own confirmation: a wallet payment is debited here; a card payment is checked with Stripe
  // (the webhook confirms it too, whichever comes first).
  app.post('/api/payments/confirmPayment/:id', { schema: { tags: ['payments'], params: idParams, response: { 200: paymentSchema } } }, async (request) =>
    presentPayment(await service.confirm(requireSession(request).user, request.params.id)));

  // Public by design: the sign-up form asks too.
  app.get('/api/payments/credentialsStripe', { config: { access: 'public' }, schema: { tags: ['payments'], response: { 200: cardCredentialsSchema } } }, async () =>
    presentCardCredentials(card));

  app.post('/api/register_orders', { schema: { tags: ['payments'], body: registerOrderCreateSchema, response: { 201: registerOrderSchema } } }, async (request, reply) => {
    const session = requireSession(request);
    const { order } = await service.order(session.user, { ...request.body, extra: request.body.extra ?? {} }, payerOf(session));
    return reply.status(201).send(presentRegisterOrder(order));
  });

  // Members see the orders of their own payments only.
  app.get('/api/register_orders', { schema: { tags: ['payments'], response: { 200: registerOrderCollectionSchema } } }, (request) =>
    listRegisterOrders(db, request, requireSession(request).user));

  app.get('/api/register_orders/:id', { schema: { tags: ['payments'], params: idParams, response: { 200: registerOrderSchema } } }, async (request) =>
    presentRegisterOrder(await service.ownOrder(requireSession(request).user, request.params.id)));

  app.put('/api/register_orders/:id', {
    schema: { tags: ['payments'], params: idParams, body: registerOrderUpdateSchema, response: { 200: registerOrderSchema } },
  }, async (request) => presentRegisterOrder(await service.changeOrderStatus(requireSession(request).user, request.params.id, request.body.status)));
};
