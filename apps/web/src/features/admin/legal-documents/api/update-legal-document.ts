import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cms, LegalDocumentUpdate } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { DOCUMENT_ACCEPTANCES_QUERY_KEY } from '@/api/get-pending-documents';
import { LEGAL_DOCUMENTS_QUERY_KEY } from './get-legal-documents';

/** PUT /api/admin/cms/{id}: the new title and text; `newVersion` publishes it as a version every member accepts again. */
export function updateLegalDocument(id: number, update: LegalDocumentUpdate): Promise<Cms> {
  return apiFetch<Cms>(`/api/admin/cms/${id}`, { method: 'PUT', body: update });
}

export function useUpdateLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: LegalDocumentUpdate }) => updateLegalDocument(id, update),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEGAL_DOCUMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DOCUMENT_ACCEPTANCES_QUERY_KEY }),
      ]),
  });
}
