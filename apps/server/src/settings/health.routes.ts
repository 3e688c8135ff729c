import { healthSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';

/** Liveness plus a database round trip, for load balancers and `npm start` users alike. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // The 503 carries the same body, not a hydra:Error: a load balancer reads `status`.
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    try {
      await database.execute('select 1');
      return { status: 'ok' as const, database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
