import { centsToEuros, eurosToCents, idParams, transferCancelSchema, transferRequestSchema } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import type { Db } from '../db/client';
import { transfers } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { payoutTerms } from './payout-terms';
import type { PayoutsService } from './payouts.service';
import { TRANSFER_COLLECTION, transferSource } from './transfer-list';
import { presentTransfer } from './transfer.presenter';


/** Spec section 7 "transfers" (payout requests) and the admin queue that pays them. */
export const transfersRoutes: FastifyPluginAsyncZod<{ db: Db; payouts: PayoutsService }> = async (app, { db, payouts }) => {
  app.get('/api/transfers', { schema: { tags: ['payouts'] } }, (request) => {
    const { user } = requireSession(request);
    return listFrom(request, TRANSFER_COLLECTION, transferSource(db), presentTransfer,
      isAdmin(user) ? undefined : eq(transfers.userId, user.id));
  });

  // What the request form needs for its live breakdown and its checks.
  app.get('/api/transfers/terms', { schema: { tags: ['payouts'] } }, async (request) => {
    const terms = await payoutTerms(db, requireSession(request).user);
    return {
      ...terms,
      minimum: centsToEuros(terms.minimum),
      available: centsToEuros(terms.available),
      transferCost: centsToEuros(terms.transferCost),
      bankDataComplete: Boolean(terms.iban && terms.bic),
    };
  });

  app.get('/api/transfers/:id', { schema: { tags: ['payouts'], params: idParams } }, async (request) =>
    presentTransfer(await payouts.own(requireSession(request).user, request.params.id)));

  app.post('/api/transfers', { schema: { tags: ['payouts'], body: transferRequestSchema } }, async (request, reply) => {
    const transfer = await payouts.request(requireSession(request).user, eurosToCents(request.body.requestAmount));
    return reply.status(201).send(presentTransfer(transfer));
  });

  // A member cancels their own pending request.
  app.put('/api/transfers/:id', {
    schema: { tags: ['payouts'], params: idParams, body: z.object({ status: z.literal('cancelled', 'validation.invalid'), reason: z.string().trim().max(500).optional() }) },
  }, async (request) => presentTransfer(await payouts.cancel(requireSession(request).user, request.params.id, request.body.reason ?? null)));

  app.post('/api/admin/transfers/:id/accept', { schema: { tags: ['admin'], params: idParams } }, async (request) =>
    presentTransfer(await payouts.accept(requireAdmin(request).user, request.params.id)));

  app.post('/api/admin/transfers/:id/cancel', { schema: { tags: ['admin'], params: idParams, body: transferCancelSchema } }, async (request) =>
    presentTransfer(await payouts.cancel(requireAdmin(request).user, request.params.id, request.body.reason ?? null)));
};
