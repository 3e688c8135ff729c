import {
  idParams, supportConversationSchema, supportMessageSchema, supportTicketCollectionSchema, supportTicketCreateSchema, supportUnreadSchema, supportWidgetSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { listMemberTickets } from './support-ticket-list';
import { presentMemberConversation } from './support-ticket.presenter';
import type { SupportTicketsService } from './support-tickets.service';
import { supportWidgetSettings } from './support-widget';

/** The member's help desk (issue 6): widget settings, own tickets, conversation, new messages. */
export const supportTicketsRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db; support: SupportTicketsService }> = async (
  app,
  { config, db, support },
) => {
  // Before the body is validated: without a session the answer is 401 whatever was sent.
  app.addHook('preValidation', async (request) => {
    requireSession(request);
  });

  app.get('/api/support_widget', { schema: { tags: ['support'], response: { 200: supportWidgetSchema } } }, async (request) =>
    supportWidgetSettings(config, requireSession(request).user.id));

  app.get('/api/support_tickets', { schema: { tags: ['support'], response: { 200: supportTicketCollectionSchema } } }, (request) =>
    listMemberTickets(db, request, requireSession(request).user));

  app.get('/api/support_tickets/unread', { schema: { tags: ['support'], response: { 200: supportUnreadSchema } } }, async (request) => ({
    unread: await support.unreadForMember(requireSession(request).user.id),
  }));

  app.post('/api/support_tickets', {
    schema: { tags: ['support'], body: supportTicketCreateSchema, response: { 201: supportConversationSchema } },
  }, async (request, reply) => reply.status(201).send(presentMemberConversation(await support.open(requireSession(request), request.body))));

  app.get('/api/support_tickets/:id', { schema: { tags: ['support'], params: idParams, response: { 200: supportConversationSchema } } }, async (request) =>
    presentMemberConversation(await support.memberTicket(requireSession(request), request.params.id)));

  app.post('/api/support_tickets/:id/messages', {
    schema: { tags: ['support'], params: idParams, body: supportMessageSchema, response: { 201: supportConversationSchema } },
  }, async (request, reply) => reply.status(201).send(presentMemberConversation(await support.write(requireSession(request), request.params.id, request.body))));
};
