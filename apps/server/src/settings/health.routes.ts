import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';

/** Liveness plus a database round trip, for load balancers and `npm start` users alike. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['settings'] } }, async (_request, reply) => {
    try {
      await database.execute('select 1');
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
