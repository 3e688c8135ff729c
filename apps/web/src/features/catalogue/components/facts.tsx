import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a catalogue item (dates, price, deposit…), two to a row. */
export function Facts({ facts, cols = 2 }: { facts: { label: string; value: ReactNode }[]; cols?: number }) {
  return (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text size="sm" fw={500}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
