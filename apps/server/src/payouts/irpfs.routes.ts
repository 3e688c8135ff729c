import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, irpfCollectionSchema, irpfSchema } from '@vo/domain';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { findIrpf, listIrpfs } from './irpf-list';
import { presentIrpf } from './irpf.presenter';

/** Spec: GET /api/irpfs (filter `country`) and /{id}, the withholding rates by country. */
export const irpfsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/irpfs', { schema: { tags: ['payouts'], response: { 200: irpfCollectionSchema } } }, (request) => {
    requireSession(request);
    return listIrpfs(db, request);
  });

  app.get('/api/irpfs/:id', { schema: { tags: ['payouts'], params: idParams, response: { 200: irpfSchema } } }, async (request) => {
    requireSession(request);
    return presentIrpf(await findIrpf(db, request.params.id));
  });
};
