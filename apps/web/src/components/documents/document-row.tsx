import { Button, Group, Stack, Text } from '@mantine/core';
import type { MediaKind } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useDeleteMediaObject } from '@/api/delete-media-object';
import { downloadMediaObject } from '@/api/download-media-object';
import type { MediaObject } from '@/api/get-media-objects';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { formatDay } from '@/lib/format';
import { formatFileSize } from '@/lib/format-file-size';
import { toastError } from '@/lib/toast';
import { MediaUploadButton } from './media-upload-button';

interface Props {
  kind: MediaKind;
  file: MediaObject | undefined;
  /** False while an admin acts as the member and the file is bank data: shown, not changed. */
  changeable: boolean;
}

/** One document of the profile: uploaded (when, how big, download, replace, delete) or an upload button. */
export function DocumentRow({ kind, file, changeable }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useServerErrorText();
  const remove = useDeleteMediaObject();
  const testId = `document-${kind}`;

  const download = (shown: MediaObject) => downloadMediaObject(shown).catch((error: unknown) => toastError(errorText(error)));

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" py="xs" data-testid={testId}>
      <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
        <Text fw={600}>{t(`documents.kinds.${kind}`)}</Text>
        {file ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid={`${testId}-status`}>
            {t('documents.uploadedOn', { date: formatDay(file.createdAt, i18n.language), size: formatFileSize(file.size, i18n.language), name: file.originalName })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid={`${testId}-status`}>
            {t('documents.missing')}
          </Text>
        )}
      </Stack>
      <Group gap="xs" align="flex-start">
        {file && (
          <Button size="compact-sm" variant="default" onClick={() => void download(file)} data-testid={`${testId}-download`}>
            {t('documents.download')}
          </Button>
        )}
        {file && changeable && (
          <ConfirmActionButton
            destructive
            label={t('documents.delete')}
            ariaLabel={`${t('documents.delete')}: ${t(`documents.kinds.${kind}`)}`}
            title={t('documents.deleteTitle')}
            text={t('documents.deleteText', { name: file.originalName })}
            submitLabel={t('documents.delete')}
            action={async () => {
              await remove.mutateAsync(file.id);
              return t('documents.deleted');
            }}
            testId={`${testId}-delete`}
          />
        )}
        {changeable && (
          <MediaUploadButton
            kind={kind}
            label={file ? t('documents.replace') : t('documents.upload')}
            variant={file ? 'default' : 'filled'}
            doneText={t('documents.uploaded')}
            testId={`${testId}-upload`}
          />
        )}
      </Group>
    </Group>
  );
}
