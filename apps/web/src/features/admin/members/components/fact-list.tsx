import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled values in columns (two from `sm` up), for a record's summary. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" component="div">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
