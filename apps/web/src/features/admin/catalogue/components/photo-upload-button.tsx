import { Button, FileButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { acceptFor, fileProblem } from '@/lib/check-media-file';
import { toastError, toastSuccess } from '@/lib/toast';
import { useUploadItemPhoto } from '../api/upload-item-photo';

/** Picks a photo for a catalogue item, checks it as the server will (jpg or png by content, 2 MB) and uploads it. */
export function PhotoUploadButton({ base, id, name, hasPhoto }: { base: string; id: number; name: string; hasPhoto: boolean }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const upload = useUploadItemPhoto(base);
  const resetRef = useRef<() => void>(null);

  const send = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = await fileProblem('catalogue_photo', file);
    if (problem) return void toastError(t(problem));
    try {
      await upload.mutateAsync({ id, file });
      toastSuccess(t('adminCatalogue.photoSaved', { name }));
    } catch (error) {
      toastError(errorText(error));
    }
  };

  const label = hasPhoto ? t('adminCatalogue.changePhoto') : t('adminCatalogue.addPhoto');
  return (
    <FileButton onChange={(file) => void send(file)} accept={acceptFor('catalogue_photo')} resetRef={resetRef}>
      {(props) => (
        <Button {...props} size="compact-sm" variant="default" loading={upload.isPending} aria-label={`${label}: ${name}`} data-testid="admin-table-photo">
          {label}
        </Button>
      )}
    </FileButton>
  );
}
