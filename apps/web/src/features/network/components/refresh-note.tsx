import { Text } from '@mantine/core';

/** DESIGN.md section 5 and docs/decisions/012-network-counters-and-their-freshness.md: team figures come from the daily pass. */
export function RefreshNote({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="refresh-note">
      <span aria-hidden>⟳ </span>
      {children}
    </Text>
  );
}
