import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentAcceptanceInput, DocumentAcceptanceWithText } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { DOCUMENT_ACCEPTANCES_QUERY_KEY } from '@/api/get-pending-documents';

/** POST /api/document_acceptances: the member accepts the current version of a document. */
export function acceptDocument(input: DocumentAcceptanceInput): Promise<DocumentAcceptanceWithText> {
  return apiFetch<DocumentAcceptanceWithText>('/api/document_acceptances', { method: 'POST', body: input });
}

export function useAcceptDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ACCEPTANCES_QUERY_KEY }),
  });
}
