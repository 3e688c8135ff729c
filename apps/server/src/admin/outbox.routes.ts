import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';

const presentMail = (m: typeof mailOutbox.$inferSelect) =>
  hydraItem('admin/mail_outbox', 'Mail', m.id, {
    recipient: m.recipient, subject: m.subject, text: m.text, template: m.template, language: m.language,
    sentAt: m.sentAt?.toISOString() ?? null, error: m.error, createdAt: m.createdAt.toISOString(),
  });

/** The mail outbox, for admins (DESIGN.md section 9): what was sent, or waits, to whom. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/mail_outbox', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listTable(db, request, mailOutbox, {
      order: { id: mailOutbox.id, createdAt: mailOutbox.createdAt },
      defaultOrder: [mailOutbox.id, 'desc'],
      filters: { recipient: { column: mailOutbox.recipient, parse: parseAs.text }, template: { column: mailOutbox.template, parse: parseAs.text } },
      dates: { createdAt: mailOutbox.createdAt },
      search: [mailOutbox.recipient, mailOutbox.subject],
    }, presentMail);
  });
};
