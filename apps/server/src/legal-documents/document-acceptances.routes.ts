import {
  documentAcceptanceCollectionSchema, documentAcceptanceSchema, documentAcceptanceWithTextSchema, idParams, legalDocumentCollectionSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { presentDocumentAcceptanceWithText } from './document-acceptance.presenter';
import { listDocumentAcceptances, listPendingDocuments } from './document-acceptance-list';
import type { DocumentAcceptancesService } from './document-acceptances.service';

/** My account → contract (spec section 2): the member's own acceptances, what is left to accept, and accepting it. */
export const documentAcceptancesRoutes: FastifyPluginAsyncZod<{ acceptances: DocumentAcceptancesService }> = async (app, { acceptances }) => {
  app.get('/api/document_acceptances', { schema: { tags: ['account'], response: { 200: documentAcceptanceCollectionSchema } } }, (request) =>
    listDocumentAcceptances(acceptances, request, requireSession(request).user));

  app.get('/api/document_acceptances/pending', { schema: { tags: ['account'], response: { 200: legalDocumentCollectionSchema } } }, (request) =>
    listPendingDocuments(acceptances, request, requireSession(request).user));

  app.get('/api/document_acceptances/:id', {
    schema: { tags: ['account'], params: idParams, response: { 200: documentAcceptanceWithTextSchema } },
  }, async (request) => {
    const session = requireSession(request);
    return presentDocumentAcceptanceWithText(await acceptances.findOne(session.user.id, request.params.id, requestLanguage(request)));
  });

  // 201 for a new acceptance; 200 with the first one when this version was accepted already.
  app.post('/api/document_acceptances', {
    schema: { tags: ['account'], body: documentAcceptanceSchema, response: { 200: documentAcceptanceWithTextSchema, 201: documentAcceptanceWithTextSchema } },
  }, async (request, reply) => {
    const session = requireSession(request);
    // Consent is the member's own: an admin acting as them reads the documents but cannot accept them.
    if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
    const language = requestLanguage(request);
    const { id, created } = await acceptances.accept(session.user.id, request.body, language, request.ip);
    return reply.status(created ? 201 : 200).send(presentDocumentAcceptanceWithText(await acceptances.findOne(session.user.id, id, language)));
  });
};
