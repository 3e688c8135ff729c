import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/me';

/** Spec section 1 "Home": who sponsored me (my unilevel parent). */
export function SponsorCard({ sponsor }: { sponsor: CurrentUser['sponsor'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-sponsor">
      <Text size="sm" c="dimmed">
        {t('dashboard.sponsor')}
      </Text>
      <Group gap="sm" mt={6} wrap="nowrap">
        <Avatar color="blue" radius="xl" size="md" aria-hidden>
          {sponsor ? sponsor.username.slice(0, 2).toUpperCase() : '—'}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} size="xl" truncate data-testid="dashboard-sponsor-username">
            {sponsor?.username ?? t('dashboard.noSponsor')}
          </Text>
          {sponsor && (
            <Text size="xs" c="dimmed">
              {t('dashboard.sponsorHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
