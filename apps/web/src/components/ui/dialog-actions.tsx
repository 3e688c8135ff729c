import { Button, Group, type MantineColor } from '@mantine/core';

interface Props {
  /** Closes the dialog without doing anything ("Cancel", "Keep it"). */
  onKeep: () => void;
  keepLabel: string;
  /** The submit button of the surrounding form. */
  submitLabel: string;
  /** While the work runs: the submit button spins and the way out waits for it. */
  pending: boolean;
  color?: MantineColor;
  submitTestId?: string;
  /** Focus on the submit button when the dialog opens (a dialog with nothing to type). */
  autoFocus?: boolean;
}

/** The footer every dialog of a form ends with: the way out, then the action. */
export function DialogActions({ onKeep, keepLabel, submitLabel, pending, color, submitTestId, autoFocus }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onKeep} disabled={pending}>
        {keepLabel}
      </Button>
      <Button type="submit" color={color} loading={pending} data-autofocus={autoFocus || undefined} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
