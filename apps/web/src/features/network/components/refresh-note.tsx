import { Text } from '@mantine/core';

/** DESIGN.md section 5 and docs/decisions.md 12: team figures come from the daily pass. */
export function RefreshNote({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="refresh-note">
      <span aria-hidden>⟳ </span>
      {children}
    </Text>
  );
}
