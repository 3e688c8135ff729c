import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/lib/toast';
import { ActionDialog } from './action-dialog';
import { useServerErrorText } from './server-error-alert';

interface Props {
  label: string;
  ariaLabel: string;
  title: string;
  text: string;
  submitLabel: string;
  /** Does the work and answers the success toast's text. */
  action: () => Promise<string>;
  testId?: string;
  /** Red for actions that remove something; teal (go ahead) otherwise. */
  destructive?: boolean;
  /** The button that closes the dialog without acting; "Cancel" unless that would read like the action. */
  keepLabel?: string;
}

/**
 * A button that asks before an action that cannot be undone here, then toasts the outcome. The toast
 * follows the awaited call, not a mutation callback: a list refresh may remove this row (and button) first.
 */
export function ConfirmActionButton({ label, ariaLabel, title, text, submitLabel, action, testId, destructive = false, keepLabel }: Props) {
  const color = destructive ? 'red' : 'teal';
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const errorText = useServerErrorText();

  const run = async () => {
    setBusy(true);
    try {
      toastSuccess(await action());
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <Button size="compact-sm" color={color} variant={destructive ? 'light' : 'filled'} onClick={open} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </Button>
      <ActionDialog
        opened={opened}
        onClose={close}
        title={title}
        text={text}
        pending={busy}
        onSubmit={run}
        keepLabel={keepLabel ?? t('admin.cancel')}
        submitLabel={submitLabel}
        color={color}
        submitTestId={testId && `${testId}-confirm`}
      />
    </>
  );
}
