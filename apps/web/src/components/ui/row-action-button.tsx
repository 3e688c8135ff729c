import { Button } from '@mantine/core';

interface Props {
  label: string;
  /** What a screen reader hears: the action and the row it acts on. */
  ariaLabel: string;
  onClick: () => void;
  testId?: string;
}

/** One light, compact button acting on a table row (edit, read). */
export function RowActionButton({ label, ariaLabel, onClick, testId }: Props) {
  return (
    <Button size="compact-sm" variant="light" onClick={onClick} aria-label={ariaLabel} data-testid={testId}>
      {label}
    </Button>
  );
}
