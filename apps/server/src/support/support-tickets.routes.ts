import { idParams, supportMessageSchema, supportTicketCreateSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { requireSession } from '../auth/auth.plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { supportTickets } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { MEMBER_TICKET_COLLECTION, memberTicketSource } from './support-ticket-list';
import { presentMemberConversation, presentMemberTicket } from './support-ticket.presenter';
import type { SupportTicketsService } from './support-tickets.service';
import { supportWidgetSettings } from './support-widget';


/** The member's help desk (issue 6): widget settings, own tickets, conversation, new messages. */
export const supportTicketsRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db; support: SupportTicketsService }> = async (
  app,
  { config, db, support },
) => {
  const source = memberTicketSource(db);
  // Before the body is validated: without a session the answer is 401 whatever was sent.
  app.addHook('preValidation', async (request) => {
    requireSession(request);
  });

  app.get('/api/support_widget', { schema: { tags: ['support'] } }, async (request) => supportWidgetSettings(config, requireSession(request).user.id));

  app.get('/api/support_tickets', { schema: { tags: ['support'] } }, (request) => {
    const { user } = requireSession(request);
    return listFrom(request, MEMBER_TICKET_COLLECTION, source, presentMemberTicket, eq(supportTickets.userId, user.id));
  });

  app.get('/api/support_tickets/unread', { schema: { tags: ['support'] } }, async (request) => ({
    unread: await support.unreadForMember(requireSession(request).user.id),
  }));

  app.post('/api/support_tickets', { schema: { tags: ['support'], body: supportTicketCreateSchema } }, async (request, reply) =>
    reply.status(201).send(presentMemberConversation(await support.open(requireSession(request), request.body))));

  app.get('/api/support_tickets/:id', { schema: { tags: ['support'], params: idParams } }, async (request) =>
    presentMemberConversation(await support.memberTicket(requireSession(request), request.params.id)));

  app.post('/api/support_tickets/:id/messages', { schema: { tags: ['support'], params: idParams, body: supportMessageSchema } }, async (request, reply) =>
    reply.status(201).send(presentMemberConversation(await support.write(requireSession(request), request.params.id, request.body))));
};
