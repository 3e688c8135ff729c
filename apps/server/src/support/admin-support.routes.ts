import { adminSupportConversationSchema, adminSupportTicketCollectionSchema, idParams, supportMessageSchema, supportSummarySchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listAdminTickets } from './support-ticket-list';
import { presentAdminConversation } from './support-ticket.presenter';
import type { SupportTicketsService } from './support-tickets.service';

/** The console's help desk (DESIGN.md section 9): tickets by status, conversation, reply, close. Admins only. */
export const adminSupportRoutes: FastifyPluginAsyncZod<{ db: Db; support: SupportTicketsService }> = async (app, { db, support }) => {
  // Before the body is validated: a member gets 403 whatever they send.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get('/api/admin/support_tickets', { schema: { tags: ['admin'], response: { 200: adminSupportTicketCollectionSchema } } }, (request) =>
    listAdminTickets(db, request));

  app.get('/api/admin/support_tickets/summary', { schema: { tags: ['admin'], response: { 200: supportSummarySchema } } }, () => support.summary());

  app.get('/api/admin/support_tickets/:id', { schema: { tags: ['admin'], params: idParams, response: { 200: adminSupportConversationSchema } } }, async (request) =>
    presentAdminConversation(await support.staffTicket(request.params.id)));

  app.post('/api/admin/support_tickets/:id/messages', {
    schema: { tags: ['admin'], params: idParams, body: supportMessageSchema, response: { 201: adminSupportConversationSchema } },
  }, async (request, reply) => {
    const admin = requireAdmin(request).user;
    return reply.status(201).send(presentAdminConversation(await support.reply(admin, request.params.id, request.body)));
  });

  app.post('/api/admin/support_tickets/:id/close', { schema: { tags: ['admin'], params: idParams, response: { 200: adminSupportConversationSchema } } }, async (request) =>
    presentAdminConversation(await support.close(request.params.id)));
};
