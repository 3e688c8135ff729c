import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every small auth screen sits in. */
export function AuthCard({ title, subtitle, children, width = 420 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={width} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
