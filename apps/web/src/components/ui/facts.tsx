import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs (a catalogue item's dates, price, deposit…; a booking's amounts), two to a row. */
export interface Fact {
  label: string;
  value: ReactNode;
  /** The value's `data-testid`. */
  testId?: string;
}

export function Facts({ facts, cols = 2 }: { facts: Fact[]; cols?: number | Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text size="sm" fw={500} data-testid={fact.testId}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
