import { cmsSchema, idParams, legalDocumentUpdateSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { presentCms } from '../settings/settings.presenter';
import { updateLegalDocument } from './legal-document-update';

/** Admin console: edit a legal document's text, or publish it as a new version members accept again (the list is GET /api/cms). */
export const adminLegalDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put('/api/admin/cms/:id', { schema: { tags: ['admin'], params: idParams, body: legalDocumentUpdateSchema, response: { 200: cmsSchema } } }, async (request) =>
    presentCms(await updateLegalDocument(db, requireAdmin(request).user.id, request.params.id, request.body)));
};
