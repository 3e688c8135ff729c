import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The frame of the screens outside the main layout: product name, language switch and the screen. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={700} size="lg" c="blue.8">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Container component="main" size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        {children}
      </Container>
    </Box>
  );
}
