import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { useMemberships } from '@/api/memberships';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { AnnualRenewalCard } from '@/features/membership/components/annual-renewal-card';
import { MembershipStatusCard } from '@/features/membership/components/membership-status-card';
import { MonthlyFeeCard } from '@/features/membership/components/monthly-fee-card';
import { UpgradeOptions } from '@/features/membership/components/upgrade-options';

/** The member's membership: its state, the monthly fee and annual renewal, and the levels above it; each pays at /checkout. */
export function MembershipPage() {
  const { t } = useTranslation();
  const me = useMe();
  const memberships = useMemberships({});
  if (me.isPending || memberships.isPending) return <PageLoader />;
  if (me.isError || memberships.isError) return <ErrorAlert error={me.error ?? memberships.error} />;
  const user = me.data;
  const current = memberships.data.find((m) => m.id === user.membership?.id);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('membership.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MembershipStatusCard user={user} />
        {current && <MonthlyFeeCard user={user} membership={current} />}
        {current && <AnnualRenewalCard user={user} membership={current} />}
      </SimpleGrid>
      {current && <UpgradeOptions current={current} memberships={memberships.data} />}
      {current && (
        <Text size="sm" c="dimmed">
          {t('membership.feeExtra')}
        </Text>
      )}
    </Stack>
  );
}

export { MembershipPage as Component };
