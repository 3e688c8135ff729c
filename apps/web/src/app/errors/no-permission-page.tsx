import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Inside the main layout, on an address the user's roles do not open: no page, no data (the API refuses it too). */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" radius="md" maw={560} mx="auto" mt="xl" data-testid="no-permission">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {t('titles.noPermission')}
        </Title>
        <Text c="dimmed">{t('errors.noPermission')}</Text>
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Card>
  );
}
