import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentAcceptanceWithText } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { DOCUMENT_ACCEPTANCES_QUERY_KEY } from '@/api/get-pending-documents';

/** The acceptance with the text of the version accepted, in the reader's language. */
export type { DocumentAcceptanceWithText };

/** GET /api/document_acceptances/{id}. */
export function getDocumentAcceptance(id: number, signal?: AbortSignal): Promise<DocumentAcceptanceWithText> {
  return apiFetch<DocumentAcceptanceWithText>(`/api/document_acceptances/${id}`, { signal });
}

export const documentAcceptanceQueryOptions = (id: number, language: string) =>
  queryOptions({ queryKey: [...DOCUMENT_ACCEPTANCES_QUERY_KEY, 'item', id, language], queryFn: ({ signal }) => getDocumentAcceptance(id, signal) });

export function useDocumentAcceptance(id: number | null, language: string) {
  return useQuery({ ...documentAcceptanceQueryOptions(id ?? 0, language), enabled: id !== null });
}
