import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing (SIGTERM), every answer still going out closes its connection. Otherwise a
 * keep-alive connection (a load balancer's) is left idle after its last answer, and server.close() waits
 * for the client to drop it: a minute or more, past main.ts's shutdown timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
