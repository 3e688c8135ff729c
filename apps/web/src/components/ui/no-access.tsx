import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec section 8 "no access" inside the main layout: a screen the user may not open (the console for a member, the
 * travel search engine without travel features), showing no data (the API refuses it too), and where to go instead.
 */
export function NoAccess({ reason, action }: { reason?: string; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" radius="md" maw={560} mx="auto" mt="xl" data-testid="no-access">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {t('titles.noPermission')}
        </Title>
        <Text c="dimmed">{t('errors.noPermission')}</Text>
        {reason && <Text>{reason}</Text>}
        {action}
      </Stack>
    </Card>
  );
}
