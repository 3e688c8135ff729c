import { idParams, mailPreviewSchema, outboxMailCollectionSchema, outboxMailSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { previewMail, resendMail } from './outbox-actions';
import { listOutbox } from './outbox-list';
import { presentMail } from './outbox.presenter';

/** The mail outbox, for admins (DESIGN.md section 9): what was sent, or waits, to whom. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/mail_outbox', { schema: { tags: ['admin'], response: { 200: outboxMailCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listOutbox(db, request);
  });

  app.get('/api/admin/mail_outbox/:id/preview', { schema: { tags: ['admin'], params: idParams, response: { 200: mailPreviewSchema } } }, (request) => {
    requireAdmin(request);
    return previewMail(db, request.params.id);
  });

  // Issue 19: sends the mail again as a new outbox row; audited.
  app.post('/api/admin/mail_outbox/:id/resend', { schema: { tags: ['admin'], params: idParams, response: { 201: outboxMailSchema } } }, async (request, reply) => {
    const admin = requireAdmin(request);
    reply.status(201);
    return presentMail(await resendMail(db, request.params.id, { adminId: admin.user.id, ip: request.ip }));
  });
};
