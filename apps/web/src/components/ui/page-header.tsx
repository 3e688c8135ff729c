import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and one line of explanation a screen starts with. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
      {children}
    </Stack>
  );
}
