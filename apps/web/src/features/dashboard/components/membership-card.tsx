import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@/api/me';
import { MembershipStateBadge } from '@/components/ui/membership-state-badge';
import { checkoutLink } from '@/lib/checkout-link';
import { formatDay } from '@/lib/format';
import { membershipStateOf } from '@/lib/membership-state';

/** Home: the membership and its payment state (spec section 4); out of date offers to reactivate (pay the monthly fee). */
export function MembershipCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const state = membershipStateOf(user);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="dashboard-membership">
      <Text size="sm" c="dimmed">
        {t('dashboard.membership')}
      </Text>
      {user.membership ? (
        <Stack gap={8} mt={4}>
          <Group gap="xs">
            <Text fw={700} size="xl" tt="capitalize">
              {user.membership.name}
            </Text>
            <Badge variant="light">{t(`membershipTypes.${user.membership.type}`, { defaultValue: user.membership.type })}</Badge>
          </Group>
          {state && (
            <Group gap="xs">
              <MembershipStateBadge state={state} data-testid="dashboard-membership-state" />
              {user.paidUntil && (
                <Text size="xs" c="dimmed">
                  {t('membership.paidUntil', { date: formatDay(user.paidUntil, i18n.language) })}
                </Text>
              )}
            </Group>
          )}
          {state === 'outOfDate' ? (
            <Group gap="sm">
              <Button component={Link} to={checkoutLink({ product: 'monthly' })} color="red" size="xs" data-testid="dashboard-reactivate">
                {t('membership.reactivate')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('dashboard.outOfDateText')}
              </Text>
            </Group>
          ) : (
            <Anchor component={Link} to="/membership" size="xs">
              {t('dashboard.manageMembership')}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Text fw={700} size="xl" mt={4}>
          {t('dashboard.noMembership')}
        </Text>
      )}
    </Card>
  );
}
