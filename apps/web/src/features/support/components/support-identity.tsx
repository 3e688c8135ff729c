import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/me';

/** Who is asking for help: the support team sees the same username, e-mail and membership. */
export function SupportIdentity({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="support-identity">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={user.image} alt="" radius="xl" color="blue">
          {user.username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('support.writingAs')}
          </Text>
          <Text fw={600} truncate>
            {user.username}
          </Text>
          <Text size="sm" truncate>
            {user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('support.membership')}:{' '}
            <Text span inherit tt="capitalize">
              {user.membership?.name ?? t('support.noMembership')}
            </Text>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
