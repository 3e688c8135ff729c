import { Badge, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Cms } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';
import { useLegalDocuments } from '@/features/admin/legal-documents/api/get-legal-documents';
import { LegalDocumentModal } from '@/features/admin/legal-documents/components/legal-document-modal';

/** Admin console: the terms, privacy policy and contract members accept, in each language; a new version is accepted again. */
export function LegalDocumentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useLegalDocuments();
  const [editing, setEditing] = useState<Cms | null>(null);

  return (
    <Stack gap="md">
      <PageHeader title={t('legalDocuments.title')} subtitle={t('legalDocuments.subtitle')} />
      <SectionCard>
        {/* Each language of each legal document: its title, current version, last change, and the button that opens its form. */}
        <DataTable
          columns={[
            { id: 'document', header: t('legalDocuments.document'), cell: (d) => d.title, fw: 600, card: 'title' },
            { id: 'language', header: t('legalDocuments.language'), cell: (d) => <Badge variant="light">{d.language.toUpperCase()}</Badge>, card: 'aside' },
            { id: 'version', header: t('contract.versionHeader'), cell: (d) => d.version, attributes: () => ({ 'data-testid': 'legal-document-version' }) },
            { id: 'updatedAt', header: t('legalDocuments.updatedAt'), cell: (d) => format.day(d.updatedAt) },
            {
              id: 'edit',
              header: t('legalDocuments.edit'),
              hiddenHeader: true,
              cell: (d) => (
                <RowActionButton
                  label={t('legalDocuments.edit')}
                  ariaLabel={t('legalDocuments.editFor', { title: d.title, language: d.language.toUpperCase() })}
                  onClick={() => setEditing(d)}
                  testId="legal-document-edit"
                />
              ),
              align: 'right',
              card: 'actions',
            },
          ]}
          rows={list.data ?? []}
          rowKey={(d) => d.id}
          query={list}
          emptyText={t('legalDocuments.empty')}
          testId="legal-documents-table"
          rowTestId="legal-document-row"
          rowAttributes={(d) => ({ 'data-key': d.keyName, 'data-language': d.language })}
        />
      </SectionCard>
      <LegalDocumentModal document={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

export { LegalDocumentsPage as Component };
