import { idParams, supportMessageSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listFrom } from '../lib/collection-route';
import { ADMIN_TICKET_COLLECTION, adminTicketSource } from './support-ticket-list';
import { presentAdminConversation, presentAdminTicket } from './support-ticket.presenter';
import type { SupportTicketsService } from './support-tickets.service';


/** The console's help desk (DESIGN.md section 9): tickets by status, conversation, reply, close. Admins only. */
export const adminSupportRoutes: FastifyPluginAsyncZod<{ db: Db; support: SupportTicketsService }> = async (app, { db, support }) => {
  const source = adminTicketSource(db);
  // Before the body is validated: a member gets 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get('/api/admin/support_tickets', { schema: { tags: ['admin'] } }, (request) => listFrom(request, ADMIN_TICKET_COLLECTION, source, presentAdminTicket));

  app.get('/api/admin/support_tickets/summary', { schema: { tags: ['admin'] } }, () => support.summary());

  app.get('/api/admin/support_tickets/:id', { schema: { tags: ['admin'], params: idParams } }, async (request) =>
    presentAdminConversation(await support.staffTicket(request.params.id)));

  app.post('/api/admin/support_tickets/:id/messages', { schema: { tags: ['admin'], params: idParams, body: supportMessageSchema } }, async (request, reply) => {
    const admin = requireAdmin(request).user;
    return reply.status(201).send(presentAdminConversation(await support.reply(admin, request.params.id, request.body)));
  });

  app.post('/api/admin/support_tickets/:id/close', { schema: { tags: ['admin'], params: idParams } }, async (request) =>
    presentAdminConversation(await support.close(request.params.id)));
};
