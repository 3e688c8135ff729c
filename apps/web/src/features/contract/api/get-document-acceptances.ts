import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentAcceptance } from '@vo/domain';
import { DOCUMENT_ACCEPTANCES_QUERY_KEY } from '@/api/get-pending-documents';
import { fetchAll } from '@/api/hydra';

/** GET /api/document_acceptances item: a document version the member accepted, titled in the reader's language. */
export type { DocumentAcceptance };

/** Every acceptance of the member, newest first (three at sign-up, one more per new version). */
export function getDocumentAcceptances(signal?: AbortSignal): Promise<DocumentAcceptance[]> {
  return fetchAll<DocumentAcceptance>('/api/document_acceptances', { order: { id: 'acceptedAt', direction: 'desc' } }, signal);
}

export const documentAcceptancesQueryOptions = (language: string) =>
  queryOptions({ queryKey: [...DOCUMENT_ACCEPTANCES_QUERY_KEY, 'list', language], queryFn: ({ signal }) => getDocumentAcceptances(signal) });

export function useDocumentAcceptances(language: string) {
  return useQuery(documentAcceptancesQueryOptions(language));
}
