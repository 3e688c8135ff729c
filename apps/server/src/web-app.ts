import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA's files; the not-found handler (lib/error-handler.ts) answers index.html for app routes. */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  // Hashed asset names never change content; index.html is sent with no-cache by the not-found handler.
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1y', immutable: true });
}) as FastifyPluginAsync<{ root: string }>;
