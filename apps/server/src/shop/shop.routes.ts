import { payerOf } from '../payments/payment-methods';
import { idParams, shopOrderActionSchema, shopOrderCollectionSchema, shopOrderCreatedSchema, shopOrderCreateSchema, shopOrderSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { requestLanguage } from '../lib/request-language';
import type { CardProvider } from '../payments/card/card-provider';
import { changeShopOrder } from './orders/cancel-order';
import { defaultOrderNotice, placeShopOrder } from './orders/place-order';
import { presentShopOrder } from './orders/shop-order.presenter';
import { listShopOrders, readShopOrder } from './orders/shop-order-source';

/** The shop's orders (issue 17); the products are a catalogue resource (shop/products). */
export const shopRoutes: FastifyPluginAsyncZod<{ db: Db; card: CardProvider | null }> = async (app, { db, card }) => {
  const read = async (id: number) => presentShopOrder((await readShopOrder(db, id))!);

  // The member orders for themselves; what it costs is the server's reckoning, and the answer says why if the default order applied.
  app.post('/api/shop_orders', { schema: { tags: ['shop'], body: shopOrderCreateSchema, response: { 201: shopOrderCreatedSchema } } }, async (request, reply) => {
    const session = requireSession(request);
    const placed = await db.transaction((tx) => placeShopOrder(tx, session.user.id, request.body, { cardConfigured: card !== null, payer: payerOf(session) }));
    const notice = defaultOrderNotice(placed.basket, placed.minimumEuros, requestLanguage(request));
    return reply.status(201).send({ ...(await read(placed.order.id)), notice });
  });

  app.get('/api/shop_orders', { schema: { tags: ['shop'], response: { 200: shopOrderCollectionSchema } } }, (request) =>
    listShopOrders(db, request, requireSession(request).user));

  app.get('/api/shop_orders/:id', { schema: { tags: ['shop'], params: idParams, response: { 200: shopOrderSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentShopOrder(ownedOrAdmin(user, await readShopOrder(db, request.params.id), (row) => row.order.userId));
  });

  app.put('/api/admin/shop_orders/:id', {
    config: { access: 'admin' },
    schema: { tags: ['shop'], params: idParams, body: shopOrderActionSchema, response: { 200: shopOrderSchema } },
  }, async (request) => {
    const { user } = requireAdmin(request);
    await db.transaction((tx) => changeShopOrder(tx, request.params.id, request.body.status, `shop order ${request.params.id} cancelled by ${user.username}`));
    return read(request.params.id);
  });
};
