import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingDocuments } from '@/api/get-pending-documents';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';
import { useDocumentAcceptances, type DocumentAcceptance } from '@/features/contract/api/get-document-acceptances';
import { AcceptanceStatus } from '@/features/contract/components/acceptance-status';
import { AcceptedDocumentModal } from '@/features/contract/components/accepted-document-modal';

/** Spec section 2 "contract": the legal documents the member accepted, with version and date, each readable as accepted. */
export function ContractPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useDocumentAcceptances(i18n.language);
  // Only an admin acting as the member gets here with documents still to accept (members accept them first).
  const pending = usePendingDocuments();
  const [viewing, setViewing] = useState<DocumentAcceptance | null>(null);
  const waiting = pending.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('contract.title')} subtitle={t('contract.subtitle')} />
      {waiting.length > 0 && (
        <Alert color="orange" variant="light" data-testid="contract-pending">
          {t('contract.pendingNotice', { titles: waiting.map((d) => `${d.title} (${t('contract.version', { version: d.version })})`).join(', ') })}
        </Alert>
      )}
      <SectionCard>
        {/* Document, version, when it was accepted, whether it is still in force, and the button that opens its text. */}
        <DataTable
          columns={[
            { id: 'document', header: t('contract.document'), cell: (a) => a.title, fw: 600, card: 'title' },
            { id: 'version', header: t('contract.versionHeader'), cell: (a) => a.version, attributes: () => ({ 'data-testid': 'acceptance-version' }) },
            { id: 'acceptedAt', header: t('contract.acceptedAt'), cell: (a) => format.dateTime(a.acceptedAt, 'long'), attributes: () => ({ 'data-testid': 'acceptance-date' }), card: 'subtitle' },
            { id: 'status', header: t('contract.status'), cell: (a) => <AcceptanceStatus acceptance={a} /> },
            {
              id: 'read',
              header: t('contract.read'),
              hiddenHeader: true,
              cell: (a) => <RowActionButton label={t('contract.read')} ariaLabel={t('contract.readFor', { title: a.title })} onClick={() => setViewing(a)} testId="acceptance-view" />,
              align: 'right',
              card: 'actions',
            },
          ]}
          rows={list.data ?? []}
          rowKey={(a) => a.id}
          query={list}
          minWidth={620}
          emptyText={t('contract.empty')}
          emptyTestId="contract-empty"
          testId="acceptances-table"
          rowTestId="acceptance-row"
          rowAttributes={(a) => ({ 'data-key': a.keyName, 'data-version': a.version })}
        />
      </SectionCard>
      <AcceptedDocumentModal acceptance={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

export { ContractPage as Component };
