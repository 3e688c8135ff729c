import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdmin, type SessionUser } from '../auth/current-user';
import { documentAcceptances } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { hydraCollection } from '../lib/hydra';
import { requestLanguage } from '../lib/request-language';
import { presentDocumentAcceptance, presentLegalDocument } from './document-acceptance.presenter';
import type { DocumentAcceptancesService } from './document-acceptances.service';

/** GET /api/document_acceptances: newest first, by document. */
export const DOCUMENT_ACCEPTANCE_COLLECTION: CollectionSpec = {
  order: { acceptedAt: documentAcceptances.acceptedAt, id: documentAcceptances.id, keyName: documentAcceptances.keyName },
  defaultOrder: [documentAcceptances.id, 'desc'],
  filters: { keyName: { column: documentAcceptances.keyName, parse: parseAs.text } },
};

/** One page of the viewer's own acceptances (an admin's too: consent is personal), titled in the reader's language. */
export function listDocumentAcceptances(acceptances: DocumentAcceptancesService, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, DOCUMENT_ACCEPTANCE_COLLECTION, acceptances.source(requestLanguage(request)), presentDocumentAcceptance,
    eq(documentAcceptances.userId, viewer.id));
}

/** The current versions the viewer has not accepted yet, as one page of cms items in reading order. */
export async function listPendingDocuments(acceptances: DocumentAcceptancesService, request: FastifyRequest, viewer: SessionUser) {
  // Admins are the company's staff, not members: the member documents are not theirs to accept.
  const pages = isAdmin(viewer) ? [] : await acceptances.pending(viewer.id, requestLanguage(request));
  const members = pages.map(presentLegalDocument);
  return hydraCollection('/api/document_acceptances/pending', new URLSearchParams(), members, members.length, { page: 1, itemsPerPage: 30 });
}
