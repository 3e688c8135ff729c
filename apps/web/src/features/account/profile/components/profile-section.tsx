import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the profile screen: a title, a line saying what it is for, its fields. */
export function ProfileSection({ title, hint, testId, children }: { title: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
