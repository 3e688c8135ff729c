import { Alert, Card, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingDocuments } from '@/api/get-pending-documents';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentAcceptances, type DocumentAcceptance } from '@/features/contract/api/get-document-acceptances';
import { AcceptancesTable } from '@/features/contract/components/acceptances-table';
import { AcceptedDocumentModal } from '@/features/contract/components/accepted-document-modal';

/** Spec section 2 "contract": the legal documents the member accepted, with version and date, each readable as accepted. */
export function ContractPage() {
  const { t, i18n } = useTranslation();
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
      <Card withBorder radius="md" padding="md">
        <ListStates query={list} count={list.data?.length ?? 0} emptyText={t('contract.empty')} emptyTestId="contract-empty">
          <AcceptancesTable acceptances={list.data ?? []} onView={setViewing} />
        </ListStates>
      </Card>
      <AcceptedDocumentModal acceptance={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

export { ContractPage as Component };
