import { Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalDocumentText } from '@/components/ui/legal-document-text';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useFormat } from '@/lib/use-format';
import { useDocumentAcceptance } from '@/features/contract/api/get-document-acceptance';
import type { DocumentAcceptance } from '@/features/contract/api/get-document-acceptances';
import { AcceptanceStatus } from './acceptance-status';

/** The text of the version the member accepted (not today's, when a newer one replaced it), in a dialog. */
export function AcceptedDocumentModal({ acceptance, onClose }: { acceptance: DocumentAcceptance | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const item = useDocumentAcceptance(acceptance?.id ?? null, i18n.language);
  return (
    <Modal opened={acceptance !== null} onClose={onClose} size="xl" title={acceptance?.title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {acceptance && (
        <Stack gap="sm" data-testid="accepted-document">
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('contract.acceptedLine', { version: acceptance.version, date: format.dateTime(acceptance.acceptedAt, 'long') })}
            </Text>
            <AcceptanceStatus acceptance={acceptance} />
          </Group>
          <ServerErrorAlert error={item.error} />
          {item.isPending ? <PageLoader h={160} /> : item.data && <LegalDocumentText title={item.data.title} content={item.data.content} testId="accepted-document-text" />}
        </Stack>
      )}
    </Modal>
  );
}
