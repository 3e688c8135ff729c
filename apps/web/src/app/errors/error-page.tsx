import { Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the error pages: big status code, title, text and actions. */
export function ErrorPage({ code, title, text, actions }: { code: string; title: string; text: string; actions: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={72} fw={800} c="blue.6" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      </Stack>
    </Center>
  );
}

