import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentAcceptance } from '@/features/contract/api/get-document-acceptances';
import { AcceptanceStatus } from './acceptance-status';
import { useAcceptedAtFormat } from './use-accepted-at-format';
import { RowActionCell } from '@/components/ui/row-action-cell';

/** Document, version, when it was accepted, whether it is still in force, and the button that opens its text. */
export function AcceptancesTable({ acceptances, onView }: { acceptances: DocumentAcceptance[]; onView: (acceptance: DocumentAcceptance) => void }) {
  const { t } = useTranslation();
  const acceptedAt = useAcceptedAtFormat();
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="acceptances-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contract.document')}</Table.Th>
            <Table.Th>{t('contract.versionHeader')}</Table.Th>
            <Table.Th>{t('contract.acceptedAt')}</Table.Th>
            <Table.Th>{t('contract.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {acceptances.map((a) => (
            <Table.Tr key={a.id} data-testid="acceptance-row" data-key={a.keyName} data-version={a.version}>
              <Table.Td fw={600}>{a.title}</Table.Td>
              <Table.Td data-testid="acceptance-version">{a.version}</Table.Td>
              <Table.Td data-testid="acceptance-date">{acceptedAt(a.acceptedAt)}</Table.Td>
              <Table.Td>
                <AcceptanceStatus acceptance={a} />
              </Table.Td>
              <RowActionCell label={t('contract.read')} ariaLabel={t('contract.readFor', { title: a.title })} onClick={() => onView(a)} testId="acceptance-view" />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
