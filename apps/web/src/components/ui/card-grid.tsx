import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards (the catalogue, the trainings): one column on a phone, two on a tablet, three on a desktop. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
