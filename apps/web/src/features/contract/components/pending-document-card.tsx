import { Badge, Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '@/api/get-pending-documents';
import { LegalDocumentText } from '@/components/ui/legal-document-text';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { toastSuccess } from '@/lib/toast';
import { useAcceptDocument } from '@/features/contract/api/accept-document';

/** One document to accept: its text, "I have read and accept" and the button; read-only for an admin acting as the member. */
export function PendingDocumentCard({ document, readOnly }: { document: LegalDocument; readOnly: boolean }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptDocument();

  const onAccept = () =>
    accept.mutate(
      { keyName: document.keyName, version: document.version },
      { onSuccess: () => toastSuccess(t('contract.gate.accepted', { title: document.title })) },
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="pending-document" data-key={document.keyName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {document.title}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t('contract.version', { version: document.version })}
          </Badge>
        </Group>
        <Card withBorder radius="sm" padding="sm" bg="gray.0">
          <LegalDocumentText title={document.title} content={document.content} height={320} testId="pending-document-text" />
        </Card>
        {!readOnly && (
          <>
            <ServerErrorAlert error={accept.error} />
            <Checkbox
              label={t('contract.gate.agree', { title: document.title })}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              data-testid="pending-document-agree"
            />
            <Group justify="flex-end">
              <Button onClick={onAccept} disabled={!agreed} loading={accept.isPending} data-testid="pending-document-accept">
                {t('contract.gate.accept')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
