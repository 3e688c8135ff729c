import { Button, FileButton, Stack, Text, type ButtonProps } from '@mantine/core';
import type { MediaKind } from '@vo/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadMediaObject } from '@/api/upload-media-object';
import { useServerErrorText } from '@/components/ui/server-error-alert';
import { acceptFor, fileProblem } from '@/lib/check-media-file';
import { toastSuccess } from '@/lib/toast';

interface Props extends Pick<ButtonProps, 'variant'> {
  kind: MediaKind;
  label: string;
  /** The success toast's text. */
  doneText: string;
  /** Other data showing the file (the presentation photo) to refresh. */
  onUploaded?: () => Promise<unknown>;
  testId: string;
}

/** Refused before sending (a catalogue key, so it follows a language switch) or by the server. */
type Refusal = { key: string } | { error: unknown } | null;

/** Picks a file, checks it as the server will (type by content, 2 MB), uploads it and says what went wrong. */
export function MediaUploadButton({ kind, label, doneText, onUploaded, testId, variant }: Props) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const upload = useUploadMediaObject(onUploaded);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const resetRef = useRef<() => void>(null);

  const send = async (file: File | null) => {
    // Cleared at once, so choosing the same file again after fixing something fires again.
    resetRef.current?.();
    if (!file) return;
    setRefusal(null);
    const problem = await fileProblem(kind, file);
    if (problem) return setRefusal({ key: problem });
    try {
      await upload.mutateAsync({ kind, file });
      toastSuccess(doneText);
    } catch (error) {
      setRefusal({ error });
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <FileButton onChange={(file) => void send(file)} accept={acceptFor(kind)} resetRef={resetRef}>
        {(props) => (
          <Button {...props} size="compact-sm" variant={variant} loading={upload.isPending} data-testid={testId}>
            {label}
          </Button>
        )}
      </FileButton>
      {refusal && (
        <Text size="sm" c="red" role="alert" maw={320} data-testid={`${testId}-error`}>
          {'key' in refusal ? t(refusal.key) : errorText(refusal.error)}
        </Text>
      )}
    </Stack>
  );
}
