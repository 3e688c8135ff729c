import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useClubInfo } from '../api/get-club-info';
import { ClubProgressCard, clubName } from '../components/club-progress-card';
import { clubKindOf, type ClubKind } from '../lib/club-kinds';

function ClubsOfKind({ kind }: { kind: ClubKind }) {
  const { t, i18n } = useTranslation();
  const isTravel = kind === 'travel';
  const info = useClubInfo(isTravel);
  if (info.isError) return <ServerErrorAlert error={info.error} />;
  if (!info.data) return <PageLoader />;
  const { clubs, currentClub, ineligible } = info.data;
  const current = clubs.find((c) => c.club.id === currentClub);
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t(`clubs.${kind}.title`)} subtitle={t(`clubs.${kind}.subtitle`)} />
      <Card withBorder padding="lg" radius="md" data-testid="current-club">
        <Title order={2} size="h4" mb={4}>
          {t('clubs.currentTitle')}
        </Title>
        <Text size="sm">{current ? t('clubs.currentIs', { name: clubName(current.club.name, i18n.language) }) : t('clubs.currentNone')}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('clubs.currentHelp')}
        </Text>
      </Card>
      {ineligible && (
        <Alert color="yellow" data-testid="club-ineligible" title={t('clubs.ineligibleTitle')}>
          {t(`clubs.ineligible.${ineligible}`)}
        </Alert>
      )}
      {clubs.length === 0 ? (
        <Text c="dimmed" data-testid="clubs-empty">
          {t('clubs.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="clubs">
          {clubs.map((progress) => (
            <ClubProgressCard key={progress.club.id} progress={progress} isCurrent={progress.club.id === currentClub} isTravel={isTravel} />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t(`clubs.${kind}.rules`)}
      </Text>
    </Stack>
  );
}

/** Spec section 2 "clubs" (general, travel; issue 17): the member's progress towards each club, measured now. */
export function ClubsPage() {
  const kind = clubKindOf(useParams().kind);
  if (!kind) return <Navigate to="/error/404" replace />;
  return <ClubsOfKind key={kind} kind={kind} />;
}

export { ClubsPage as Component };
