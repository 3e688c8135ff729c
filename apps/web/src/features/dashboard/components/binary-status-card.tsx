import { Anchor, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@/api/me';
import { BinaryBadge } from '@/components/ui/status-badges';

/** Spec section 1 "Home": binary active or inactive (an active direct in each team, kept current by the server). */
export function BinaryStatusCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const active = user.isBinaryActive ?? false;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-binary">
      <Text size="sm" c="dimmed">
        {t('dashboard.binaryStatus')}
      </Text>
      <Group gap="xs" mt={8}>
        <BinaryBadge active={active} size="lg" />
      </Group>
      <Text size="xs" c="dimmed" mt={8}>
        {active ? t('dashboard.binaryActiveText') : t('dashboard.binaryInactiveText')}{' '}
        <Anchor component={Link} to="/network/overview" size="xs">
          {t('dashboard.seeNetwork')}
        </Anchor>
      </Text>
    </Card>
  );
}
