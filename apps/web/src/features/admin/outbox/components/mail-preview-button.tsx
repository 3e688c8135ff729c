import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useMailPreview } from '@/features/admin/outbox/api/get-mail-preview';

/**
 * Opens the mail as its recipient sees it. The HTML goes into a sandboxed frame (no scripts, no same origin): it is
 * the server's own rendering, but a mail must never run anything inside the console.
 */
export function MailPreviewButton({ id, recipient }: { id: number; recipient: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const preview = useMailPreview(id, opened);
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={open} aria-label={t('adminOutbox.previewOf', { recipient })} data-testid="mail-preview">
        {t('adminOutbox.preview')}
      </Button>
      <Modal opened={opened} onClose={close} size="lg" title={preview.data?.subject ?? t('adminOutbox.preview')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {preview.isError ? <ServerErrorAlert error={preview.error} /> : !preview.data ? <PageLoader h={200} /> : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">{t('adminOutbox.previewHint')}</Text>
            <iframe
              title={t('adminOutbox.previewFrame')}
              sandbox=""
              srcDoc={preview.data.html}
              data-testid="mail-preview-frame"
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, background: 'white' }}
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
