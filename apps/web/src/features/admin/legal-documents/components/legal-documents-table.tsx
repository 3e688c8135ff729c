import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '@/api/get-pending-documents';
import { formatDay } from '@/lib/format';
import { RowActionCell } from '@/components/ui/row-action-cell';

/** Each language of each legal document: its title, current version, last change, and the button that opens its form. */
export function LegalDocumentsTable({ documents, onEdit }: { documents: LegalDocument[]; onEdit: (document: LegalDocument) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="legal-documents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('legalDocuments.document')}</Table.Th>
            <Table.Th>{t('legalDocuments.language')}</Table.Th>
            <Table.Th>{t('contract.versionHeader')}</Table.Th>
            <Table.Th>{t('legalDocuments.updatedAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((d) => (
            <Table.Tr key={d.id} data-testid="legal-document-row" data-key={d.keyName} data-language={d.language}>
              <Table.Td fw={600}>{d.title}</Table.Td>
              <Table.Td>
                <Badge variant="light">{d.language.toUpperCase()}</Badge>
              </Table.Td>
              <Table.Td data-testid="legal-document-version">{d.version}</Table.Td>
              <Table.Td>{formatDay(d.updatedAt, i18n.language)}</Table.Td>
              <RowActionCell
                label={t('legalDocuments.edit')}
                ariaLabel={t('legalDocuments.editFor', { title: d.title, language: d.language.toUpperCase() })}
                onClick={() => onEdit(d)}
                testId="legal-document-edit"
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
