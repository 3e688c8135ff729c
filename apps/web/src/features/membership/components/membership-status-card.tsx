import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@/api/me';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { checkoutLink } from '@/lib/checkout-link';
import { formatDay } from '@/lib/format';
import { membershipStateOf } from '@/lib/membership-state';

/** The membership in force, whether its payment is up to date (spec section 4), and the way to reactivate it. */
export function MembershipStatusCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const state = membershipStateOf(user);
  const membership = user.membership;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="membership-status">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('membership.current')}
        </Text>
        {membership ? (
          <Group gap="xs">
            <Text fw={700} size="xl" tt="capitalize">
              {membership.name}
            </Text>
            <Badge variant="light">{t(`membershipTypes.${membership.type}`, { defaultValue: membership.type })}</Badge>
            {state && <MembershipStateBadge state={state} />}
          </Group>
        ) : (
          <Text fw={700} size="xl">
            {t('dashboard.noMembership')}
          </Text>
        )}
        {membership && (
          <Text size="sm" data-testid="paid-until">
            {user.paidUntil ? t('membership.paidUntil', { date: formatDay(user.paidUntil, i18n.language) }) : t('membership.neverPaid')}
          </Text>
        )}
        {state === 'outOfDate' && (
          <Alert color="red" variant="light" title={t('membership.outOfDateTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('membership.outOfDateText')}</Text>
              <Button component={Link} to={checkoutLink({ product: 'monthly' })} color="red" data-testid="reactivate">
                {t('membership.reactivate')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
