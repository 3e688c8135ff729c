import { Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '@/api/get-pending-documents';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useLegalDocuments } from '@/features/admin/legal-documents/api/get-legal-documents';
import { LegalDocumentModal } from '@/features/admin/legal-documents/components/legal-document-modal';
import { LegalDocumentsTable } from '@/features/admin/legal-documents/components/legal-documents-table';

/** Admin console: the terms, privacy policy and contract members accept, in each language; a new version is accepted again. */
export function LegalDocumentsPage() {
  const { t } = useTranslation();
  const list = useLegalDocuments();
  const [editing, setEditing] = useState<LegalDocument | null>(null);
  const documents = list.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('legalDocuments.title')} subtitle={t('legalDocuments.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <ListStates query={list} count={documents.length} emptyText={t('legalDocuments.empty')}>
          <LegalDocumentsTable documents={documents} onEdit={setEditing} />
        </ListStates>
      </Card>
      <LegalDocumentModal document={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export { LegalDocumentsPage as Component };
