import { idParams, specialOfferCollectionSchema, specialOfferCreateSchema, specialOfferPatchSchema, specialOfferSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { findSpecialOffer, listSpecialOffers } from './special-offer-list';
import { createSpecialOffer, updateSpecialOffer } from './special-offer.service';

/** Admin console: the special offers of the levels (decision 117); /api/admin routes admit admins only, before the body is read. */
export const specialOfferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/special_offers', { schema: { tags: ['admin'], response: { 200: specialOfferCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listSpecialOffers(db, request);
  });

  app.post('/api/admin/special_offers', {
    schema: { tags: ['admin'], body: specialOfferCreateSchema, response: { 201: specialOfferSchema } },
  }, async (request, reply) => {
    const offer = await createSpecialOffer(db, requireAdmin(request).user.id, request.body, request.ip);
    return reply.status(201).send(await findSpecialOffer(db, offer.id));
  });

  app.patch('/api/admin/special_offers/:id', {
    schema: { tags: ['admin'], params: idParams, body: specialOfferPatchSchema, response: { 200: specialOfferSchema } },
  }, async (request) => {
    const offer = await updateSpecialOffer(db, requireAdmin(request).user.id, request.params.id, request.body, request.ip);
    return findSpecialOffer(db, offer.id);
  });
};
