import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANGUAGES, LEGAL_DOCUMENT_KEYS, type Cms } from '@vo/domain';
import { fetchAll } from '@/api/hydra';

// As members read them (terms, privacy, contract), each in es, en, pt.
const documentOrder = (keyName: string) => (LEGAL_DOCUMENT_KEYS as readonly string[]).indexOf(keyName);
const byReadingOrder = (a: Cms, b: Cms) =>
  documentOrder(a.keyName) - documentOrder(b.keyName) || LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language);

/** GET /api/cms: every language of every legal document at its current version (the public list the registration reads too). */
export async function getLegalDocuments(signal?: AbortSignal): Promise<Cms[]> {
  return (await fetchAll<Cms>('/api/cms', {}, signal)).sort(byReadingOrder);
}

export const LEGAL_DOCUMENTS_QUERY_KEY = ['admin', 'cms'] as const;

export const legalDocumentsQueryOptions = () => queryOptions({ queryKey: LEGAL_DOCUMENTS_QUERY_KEY, queryFn: ({ signal }) => getLegalDocuments(signal) });

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}
