import { idParams, insuranceAccessCollectionSchema, insuranceAccessCreateSchema, insuranceAccessSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { findInsuranceAccess, listInsuranceAccesses } from './insurance-access-list';
import type { InsuranceAccessesService } from './insurance-accesses.service';

/**
 * The member's insurance accesses (DESIGN.md section 7b): list, request, one. Members only (the default
 * access of /api routes, checked before the body is read); each sees only their own.
 */
export const insuranceAccessesRoutes: FastifyPluginAsyncZod<{ db: Db; insurances: InsuranceAccessesService }> = async (app, { db, insurances }) => {
  const tags = ['insurances'];

  app.get('/api/insurance_accesses', { schema: { tags, response: { 200: insuranceAccessCollectionSchema } } }, (request) =>
    listInsuranceAccesses(db, request, requireSession(request).user));

  app.post('/api/insurance_accesses', { schema: { tags, body: insuranceAccessCreateSchema, response: { 201: insuranceAccessSchema } } }, async (request, reply) =>
    reply.status(201).send(await insurances.request(requireSession(request).user, request.body)));

  app.get('/api/insurance_accesses/:id', { schema: { tags, params: idParams, response: { 200: insuranceAccessSchema } } }, (request) =>
    findInsuranceAccess(db, requireSession(request).user, request.params.id));
};
