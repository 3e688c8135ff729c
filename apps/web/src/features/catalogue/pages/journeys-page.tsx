import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { journeysQueryOptions } from '../api/get-journeys';
import { CardGrid } from '@/components/ui/card-grid';
import { JourneyCard } from '../components/journey-card';
import { familyOfSlug } from '@/lib/catalogue-paths';

/** Spec section 2: travel journeys, yellow tide journeys and GTO journeys, one screen per family. */
export function JourneysPage() {
  const { t } = useTranslation();
  const family = familyOfSlug(useParams().family);
  const query = useQuery({ ...journeysQueryOptions(family ?? 'travel'), enabled: family !== undefined });
  if (!family) return <Navigate to="/error/404" replace />;

  const journeys = query.data?.items ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t(`catalogue.families.${family}.title`)} subtitle={t(`catalogue.families.${family}.subtitle`)} />
      <ListStates query={query} count={journeys.length} emptyText={t('catalogue.noJourneys')} emptyTestId="journeys-empty">
        <CardGrid testId="journeys">
          {journeys.map((journey) => (
            <JourneyCard key={journey.id} journey={journey} />
          ))}
        </CardGrid>
      </ListStates>
    </Stack>
  );
}

export { JourneysPage as Component };
