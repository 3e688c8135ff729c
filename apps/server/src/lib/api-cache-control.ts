import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';

/**
 * No API answer is kept by a browser or a shared cache (docs/api.md "Caching"): most need a login and carry a
 * member's data, and one rule for all cannot miss a protected route. A route that is meant to be cached
 * (the public presentation photo) says so itself; an error never is.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
