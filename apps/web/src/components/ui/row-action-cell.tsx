import { Button, Table } from '@mantine/core';

interface Props {
  label: string;
  /** What a screen reader hears: the action and the row it acts on. */
  ariaLabel: string;
  onClick: () => void;
  testId?: string;
  /** Wide tables that scroll sideways keep the action in view at their right edge. */
  sticky?: boolean;
}

/** For the header cell above a sticky action column. */
export const STICKY_RIGHT = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;

/** The last cell of a table row: one light, compact button acting on that row (edit, read). */
export function RowActionCell({ label, ariaLabel, onClick, testId, sticky = false }: Props) {
  return (
    <Table.Td ta="right" style={sticky ? STICKY_RIGHT : undefined}>
      <Button size="compact-sm" variant="light" onClick={onClick} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </Button>
    </Table.Td>
  );
}
