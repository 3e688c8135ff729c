import { Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** A heading of the screen (h2); a card without one holds the screen's main list. */
  title?: string;
  /** One line under the title: what the list holds or how to read it. */
  hint?: ReactNode;
  /** Next to the title (a badge, a button). */
  aside?: ReactNode;
  padding?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}

/** A bordered section of a screen: its title, a hint, and what it holds (a list, its filters, a form). */
export function SectionCard({ title, hint, aside, padding = 'md', testId, children }: Props) {
  const heading = title && (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding={padding} data-testid={testId}>
      <Stack gap="sm">
        {aside ? (
          <Group justify="space-between" gap="xs">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
