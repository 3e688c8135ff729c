import { documentAcceptanceSchema, idParams } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { documentAcceptances } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraCollection } from '../lib/hydra';
import { requestLanguage } from '../lib/request-language';
import { presentCms } from '../settings/settings.presenter';
import { presentDocumentAcceptance, presentDocumentAcceptanceWithText } from './document-acceptance.presenter';
import { DOCUMENT_ACCEPTANCE_COLLECTION, type DocumentAcceptancesService } from './document-acceptances.service';


/** My account → contract (spec section 2): the member's own acceptances, what is left to accept, and accepting it. */
export const documentAcceptancesRoutes: FastifyPluginAsyncZod<{ acceptances: DocumentAcceptancesService }> = async (app, { acceptances }) => {
  app.get('/api/document_acceptances', { schema: { tags: ['account'] } }, (request) => {
    const session = requireSession(request);
    return listFrom(request, DOCUMENT_ACCEPTANCE_COLLECTION, acceptances.source(requestLanguage(request)), presentDocumentAcceptance,
      eq(documentAcceptances.userId, session.user.id));
  });

  app.get('/api/document_acceptances/pending', { schema: { tags: ['account'] } }, async (request) => {
    const session = requireSession(request);
    // Admins are the company's staff, not members: the member documents are not theirs to accept.
    const pages = isAdmin(session.user) ? [] : await acceptances.pending(session.user.id, requestLanguage(request));
    const members = pages.map(presentCms);
    return hydraCollection('/api/document_acceptances/pending', new URLSearchParams(), members, members.length, { page: 1, itemsPerPage: 30 });
  });

  app.get('/api/document_acceptances/:id', { schema: { tags: ['account'], params: idParams } }, async (request) => {
    const session = requireSession(request);
    return presentDocumentAcceptanceWithText(await acceptances.findOne(session.user.id, request.params.id, requestLanguage(request)));
  });

  app.post('/api/document_acceptances', { schema: { tags: ['account'], body: documentAcceptanceSchema } }, async (request, reply) => {
    const session = requireSession(request);
    // Consent is the member's own: an admin acting as them reads the documents but cannot accept them.
    if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
    const language = requestLanguage(request);
    const { id, created } = await acceptances.accept(session.user.id, request.body, language, request.ip);
    return reply.status(created ? 201 : 200).send(presentDocumentAcceptanceWithText(await acceptances.findOne(session.user.id, id, language)));
  });
};
