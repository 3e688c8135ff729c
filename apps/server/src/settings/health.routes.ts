import { healthSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';

// A load balancer gives up on a probe after a few seconds: a database that hangs is as unready as one that refuses.
const READY_TIMEOUT_MS = 3000;

async function databaseAnswers(database: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.execute('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/api/health`: the process answers; restarting it would not bring a lost database back) and
 * readiness (`/api/health/ready`: the database answers too, so the instance may take traffic).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const ok = { status: 'ok' as const, database: database.kind };
  // Probes come every few seconds: their routine lines would drown the rest; a failure still logs a warning.
  const logLevel = 'warn';
  app.get('/api/health', { logLevel, config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: healthSchema } } }, async () => ok);

  app.get('/api/health/ready', { logLevel, config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: healthSchema } } }, async (request, reply) => {
    try {
      await databaseAnswers(database);
      return ok;
    } catch (error) {
      // The same translated 503 as a connection lost mid-request (decision 070).
      request.log.warn({ err: error }, 'not ready: the database did not answer');
      reply.header('retry-after', '1');
      throw new AppError('DATABASE_UNAVAILABLE');
    }
  });
};
