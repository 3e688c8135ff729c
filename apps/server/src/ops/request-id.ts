import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id lands in every log line and in the answer's header: short, and nothing a log reader or a
// header could misread (no spaces, quotes, control characters or line breaks).
const SANE_REQUEST_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

/**
 * The request's id: the caller's `x-request-id` (a proxy's or another service's, so one id follows the
 * request across systems) when it is a sane token, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request (errors, 404s and files too): what a member quotes to support is what the logs hold. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
