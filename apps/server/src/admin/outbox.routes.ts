import { outboxMailCollectionSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listOutbox } from './outbox-list';

/** The mail outbox, for admins (DESIGN.md section 9): what was sent, or waits, to whom. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/mail_outbox', { schema: { tags: ['admin'], response: { 200: outboxMailCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listOutbox(db, request);
  });
};
