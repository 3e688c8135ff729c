import { Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { ServerErrorAlert } from './server-error-alert';

interface Props {
  opened: boolean;
  /** Closes without acting: the close button, Escape, the keep button. */
  onClose: () => void;
  title: string;
  /** What the action does, in a sentence. */
  text: ReactNode;
  /** What the dialog shows under its text (a cancellation's refund). */
  details?: ReactNode;
  /** The input the action takes (a reason, a file); none for a plain confirmation, whose button then takes focus. */
  children?: ReactNode;
  /** The server's refusal of the last try, shown above the input. */
  error?: unknown;
  pending: boolean;
  /** Runs on submit (the button or Enter); it checks the input and does the work. */
  onSubmit: () => unknown;
  keepLabel: string;
  submitLabel: string;
  color: MantineColor;
  submitTestId?: string;
}

/**
 * A dialog that confirms one action: its text, what it shows, the server's refusal, the input it takes, and the
 * shared footer (keep, then the action, pending while it runs).
 */
export function ActionDialog({ opened, onClose, title, text, details, children, error, pending, onSubmit, keepLabel, submitLabel, color, submitTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="md">
          <Text>{text}</Text>
          {details}
          <ServerErrorAlert error={error} />
          {children}
          <DialogActions onKeep={onClose} keepLabel={keepLabel} submitLabel={submitLabel} pending={pending} color={color} submitTestId={submitTestId} autoFocus={!children} />
        </Stack>
      </form>
    </Modal>
  );
}
