import {
  eurosToCents, idParams, payoutTermsSchema, transferCancelSchema, transferCollectionSchema, transferRequestSchema, transferSchema, transferUpdateSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { idempotencyHeaders, idempotencyKeyOf } from '../lib/idempotency';
import { payoutTerms } from './payout-terms';
import type { PayoutsService } from './payouts.service';
import { listTransfers } from './transfer-list';
import { presentPayoutTerms, presentTransfer } from './transfer.presenter';

/**
 * Spec section 7 "transfers" (payout requests) and the admin queue that pays them. The paths keep the spec's word;
 * the docs' summaries say "payouts" (issue 18: "transfer" also means an incoming bank transfer payment).
 */
export const transfersRoutes: FastifyPluginAsyncZod<{ db: Db; payouts: PayoutsService }> = async (app, { db, payouts }) => {
  app.get('/api/transfers', { schema: { tags: ['payouts'], summary: 'Payouts: my payout requests (an admin: every member\'s)', response: { 200: transferCollectionSchema } } }, (request) =>
    listTransfers(db, request, requireSession(request).user));

  // What the request form needs for its live breakdown and its checks.
  app.get('/api/transfers/terms', { schema: { tags: ['payouts'], summary: 'Payouts: what a payout request of mine depends on', response: { 200: payoutTermsSchema } } }, async (request) =>
    presentPayoutTerms(await payoutTerms(db, requireSession(request).user)));

  app.get('/api/transfers/:id', { schema: { tags: ['payouts'], summary: 'Payouts: one payout request', params: idParams, response: { 200: transferSchema } } }, async (request) =>
    presentTransfer(await payouts.own(requireSession(request).user, request.params.id)));

  // The Idempotency-Key header (one per form submission) makes a double submit answer the same transfer.
  app.post('/api/transfers', {
    schema: { tags: ['payouts'], summary: 'Payouts: request a payout of my available balance', headers: idempotencyHeaders, body: transferRequestSchema, response: { 201: transferSchema } },
  }, async (request, reply) => {
    const transfer = await payouts.request(requireSession(request).user, eurosToCents(request.body.requestAmount), idempotencyKeyOf(request));
    return reply.status(201).send(presentTransfer(transfer));
  });

  // A member cancels their own pending request.
  app.put('/api/transfers/:id', { schema: { tags: ['payouts'], summary: 'Payouts: cancel my pending payout request', params: idParams, body: transferUpdateSchema, response: { 200: transferSchema } } }, async (request) =>
    presentTransfer(await payouts.cancel(requireSession(request).user, request.params.id, request.body.reason ?? null)));

  app.post('/api/admin/transfers/:id/accept', { schema: { tags: ['admin'], summary: 'Member payouts: accept (pay) a payout request', params: idParams, response: { 200: transferSchema } } }, async (request) =>
    presentTransfer(await payouts.accept(requireAdmin(request).user, request.params.id, request.ip)));

  app.post('/api/admin/transfers/:id/cancel', {
    schema: { tags: ['admin'], summary: 'Member payouts: cancel a payout request', params: idParams, body: transferCancelSchema, response: { 200: transferSchema } },
  }, async (request) => presentTransfer(await payouts.cancel(requireAdmin(request).user, request.params.id, request.body.reason ?? null)));
};
