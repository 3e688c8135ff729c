import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteMediaObject } from '@/api/delete-media-object';
import { useMediaObjects } from '@/api/get-media-objects';
import { useMe } from '@/api/me-query';
import { presentationQueryKey, usePresentation } from '@/api/presentation';
import { MediaUploadButton } from '@/components/documents/media-upload-button';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { initials } from '@/lib/initials';

/**
 * The photo of the public presentation page (issue 6), previewed as visitors see it: the page's own answer
 * (GET /api/presentation/{username}) gives its address, or nothing, and then the initials show.
 */
export function PresentationPhotoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const username = useMe().data?.username;
  const presentation = usePresentation(username);
  const photo = useMediaObjects().data?.get('photo');
  const refreshPreview = () => queryClient.invalidateQueries({ queryKey: presentationQueryKey(username ?? '') });
  const remove = useDeleteMediaObject(refreshPreview);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="presentation-photo-card">
      <Group gap="lg" align="center">
        <Avatar src={presentation.data?.image} alt={t('documents.photo.title')} size={96} radius={96} color="blue" data-testid="presentation-photo-preview">
          {initials(presentation.data?.name ?? username ?? '')}
        </Avatar>
        <Stack gap="xs" style={{ flex: '1 1 14rem' }}>
          <Title order={2} size="h4">
            {t('documents.photo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documents.photo.hint')}
          </Text>
          <Group gap="xs" align="flex-start">
            <MediaUploadButton
              kind="photo"
              label={photo ? t('documents.photo.replace') : t('documents.photo.upload')}
              doneText={t('documents.photo.uploaded')}
              onUploaded={refreshPreview}
              testId="presentation-photo-upload"
            />
            {photo && (
              <ConfirmActionButton
                destructive
                label={t('documents.photo.delete')}
                ariaLabel={t('documents.photo.delete')}
                title={t('documents.photo.deleteTitle')}
                text={t('documents.photo.deleteText')}
                submitLabel={t('documents.photo.delete')}
                action={async () => {
                  await remove.mutateAsync(photo.id);
                  return t('documents.photo.deleted');
                }}
                testId="presentation-photo-delete"
              />
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
