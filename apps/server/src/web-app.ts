import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { hydraError } from './lib/hydra';
import { requestLanguage } from './lib/request-language';

const API_PREFIXES = ['/api/', '/reset-password/api', '/pdf/'];

/** Serves the built SPA; any unknown non-API GET gets index.html so the client router decides (404 page included). */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method === 'GET' && !isApi) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('application/ld+json').send(hydraError('NOT_FOUND', requestLanguage(request)));
  });
}) as FastifyPluginAsync<{ root: string }>;
