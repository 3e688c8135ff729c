import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocumentKey } from '@vo/domain';
import { apiFetch } from './client';
import type { HydraCollection } from './hydra';

/** A legal document (cms terms, privacy or contract) at its current version, in the reader's language. */
export interface LegalDocument {
  id: number;
  keyName: LegalDocumentKey;
  language: string;
  title: string;
  content: string;
  version: number;
  updatedAt: string;
}

/** Everything about document acceptances is cached under this key (the acceptance invalidates it all). */
export const DOCUMENT_ACCEPTANCES_QUERY_KEY = ['document_acceptances'] as const;

/** GET /api/document_acceptances/pending: the current versions the member has not accepted yet. */
export async function getPendingDocuments(signal?: AbortSignal): Promise<LegalDocument[]> {
  return (await apiFetch<HydraCollection<LegalDocument>>('/api/document_acceptances/pending', { signal }))['hydra:member'];
}

// The texts come in the reader's language: one cache entry per language.
export const pendingDocumentsQueryOptions = (language: string) =>
  queryOptions({ queryKey: [...DOCUMENT_ACCEPTANCES_QUERY_KEY, 'pending', language], queryFn: ({ signal }) => getPendingDocuments(signal) });

export function usePendingDocuments(language: string) {
  return useQuery(pendingDocumentsQueryOptions(language));
}
