import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { BinaryStatusCard } from '@/features/dashboard/components/binary-status-card';
import { DashboardAlerts } from '@/features/dashboard/components/dashboard-alerts';
import { MembershipCard } from '@/features/dashboard/components/membership-card';
import { MoneyCard } from '@/features/dashboard/components/money-card';
import { ShareLink } from '@/components/ui/share-link';
import { SponsorCard } from '@/features/dashboard/components/sponsor-card';
import { presentationLink, registrationLink } from '@/features/dashboard/lib/links';

/** Home (spec section 1): what the API gives so far; nothing invented. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ErrorAlert error={me.error} />;
  const user = me.data;
  const origin = window.location.origin;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('dashboard.greeting', { username: user.username })}
        </Title>
      </Group>

      <DashboardAlerts alerts={user.alerts} />

      <MoneyCard />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <MembershipCard user={user} />
        <BinaryStatusCard user={user} />
        <SponsorCard sponsor={user.sponsor} />
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('dashboard.links')}
          </Title>
          <ShareLink label={t('dashboard.presentationLink')} value={presentationLink(origin, user.username, i18n.language)} testId="presentation-link" />
          <ShareLink label={t('dashboard.registrationLink')} value={registrationLink(origin, user.username)} testId="registration-link" />
        </Stack>
      </Card>
    </Stack>
  );
}

export { DashboardPage as Component };
