import { enjoyPassAccessCollectionSchema, enjoyPassAccessSchema, enjoyPassBalanceSchema, enjoyPassGiveSchema, idParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { idempotencyHeaders, idempotencyKeyOf } from '../lib/idempotency';
import { presentEnjoyPassAccess } from './enjoy-pass-access.presenter';
import { listEnjoyPassAccesses } from './enjoy-pass-access-list';
import type { EnjoyPassAccessesService } from './enjoy-pass-accesses.service';

/**
 * Spec section 3 "Enjoy Pass access" (DESIGN.md section 7b): a member's own list, give and item, and the passes
 * they have left. Member routes: the session is checked in onRequest, before the body is read.
 */
export const enjoyPassAccessesRoutes: FastifyPluginAsyncZod<{ db: Db; accesses: EnjoyPassAccessesService }> = async (app, { db, accesses }) => {
  const tags = ['enjoy pass'];

  app.get('/api/enjoy_pass_accesses', { schema: { tags, response: { 200: enjoyPassAccessCollectionSchema } } }, async (request) =>
    listEnjoyPassAccesses(db, request, requireSession(request).user));

  // The Idempotency-Key header (one per form submission) makes a double click answer the access already given.
  app.post('/api/enjoy_pass_accesses', {
    schema: { tags, headers: idempotencyHeaders, body: enjoyPassGiveSchema, response: { 201: enjoyPassAccessSchema } },
  }, async (request, reply) => {
    const { user } = requireSession(request);
    return reply.status(201).send(presentEnjoyPassAccess(await accesses.give(user, request.body, idempotencyKeyOf(request))));
  });

  app.get('/api/enjoy_pass_accesses/:id', { schema: { tags, params: idParams, response: { 200: enjoyPassAccessSchema } } }, async (request) =>
    presentEnjoyPassAccess(await accesses.own(requireSession(request).user, request.params.id)));

  app.get('/api/enjoy_pass_balance', { schema: { tags, response: { 200: enjoyPassBalanceSchema } } }, async (request) => ({
    '@id': '/api/enjoy_pass_balance', '@type': 'EnjoyPassBalance' as const, ...(await accesses.balance(requireSession(request).user)),
  }));
};
