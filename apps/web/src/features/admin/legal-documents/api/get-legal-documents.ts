import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANGUAGES, LEGAL_DOCUMENT_KEYS, type Language } from '@vo/domain';
import type { LegalDocument } from '@/api/get-pending-documents';
import { fetchAll } from '@/api/hydra';

// As members read them (terms, privacy, contract), each in es, en, pt.
const byReadingOrder = (a: LegalDocument, b: LegalDocument) =>
  LEGAL_DOCUMENT_KEYS.indexOf(a.keyName) - LEGAL_DOCUMENT_KEYS.indexOf(b.keyName)
  || LANGUAGES.indexOf(a.language as Language) - LANGUAGES.indexOf(b.language as Language);

/** GET /api/cms: every language of every legal document at its current version (the public list the registration reads too). */
export async function getLegalDocuments(signal?: AbortSignal): Promise<LegalDocument[]> {
  return (await fetchAll<LegalDocument>('/api/cms', {}, signal)).sort(byReadingOrder);
}

export const LEGAL_DOCUMENTS_QUERY_KEY = ['admin', 'cms'] as const;

export const legalDocumentsQueryOptions = () => queryOptions({ queryKey: LEGAL_DOCUMENTS_QUERY_KEY, queryFn: ({ signal }) => getLegalDocuments(signal) });

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}
