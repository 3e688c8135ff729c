import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { adminSessionOrRefusal, bearerToken } from '../auth/auth.plugin';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (equal-length digests): the answer's timing tells nothing of the token. */
const isMetricsToken = (request: FastifyRequest, metricsToken: string | undefined) => {
  const given = bearerToken(request);
  return Boolean(metricsToken && given && timingSafeEqual(digest(given), digest(metricsToken)));
};

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN or an admin. Outside /api:
 * not part of the JSON API nor its OpenAPI document, and not rate limited (a scraper calls every few seconds).
 */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry; metricsToken?: string }> = async (app, { registry, metricsToken }) => {
  app.get('/metrics', {
    schema: { hide: true },
    // A scrape every few seconds: only its failures are worth a line.
    logLevel: 'warn',
    // Checked before anything is read, like every route's access (auth.plugin.ts); `public` only because a
    // scraper has no session: the guard below is the whole of who may call.
    config: { access: 'public' },
    onRequest: async (request) => {
      if (!isMetricsToken(request, metricsToken)) adminSessionOrRefusal(request);
    },
  }, async (_request, reply) => {
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
};
