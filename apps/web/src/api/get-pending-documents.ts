import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { apiFetch } from './client';
import type { HydraCollection } from './hydra';
import { useMe } from './me-query';

/** A legal document (cms terms, privacy or contract) at its current version, in the reader's language. */
export type { LegalDocument };

/** Everything about document acceptances is cached under this key (the acceptance invalidates it all). */
export const DOCUMENT_ACCEPTANCES_QUERY_KEY = ['document_acceptances'] as const;

/** GET /api/document_acceptances/pending: the current versions the member has not accepted yet. */
export async function getPendingDocuments(signal?: AbortSignal): Promise<LegalDocument[]> {
  return (await apiFetch<HydraCollection<LegalDocument>>('/api/document_acceptances/pending', { signal }))['hydra:member'];
}

// Per user (an admin switches to a member and back without a reload) and per language (the texts are translated).
export const pendingDocumentsQueryOptions = (userId: number, language: string) =>
  queryOptions({ queryKey: [...DOCUMENT_ACCEPTANCES_QUERY_KEY, 'pending', userId, language], queryFn: ({ signal }) => getPendingDocuments(signal) });

/** The signed-in user's documents to accept; a language switch keeps the old texts on screen until the new ones arrive. */
export function usePendingDocuments() {
  const { i18n } = useTranslation();
  const userId = useMe().data?.id ?? 0;
  return useQuery({
    ...pendingDocumentsQueryOptions(userId, i18n.language),
    enabled: userId > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === userId ? previous : undefined),
  });
}
