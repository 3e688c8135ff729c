import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ItemStates } from '@/components/ui/item-states';
import { localized } from '@/lib/localized';
import { useFormat } from '@/lib/use-format';
import type { Travel } from '@vo/domain';
import { journeyQueryOptions } from '../api/get-journey';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { ExcursionList } from '../components/excursion-list';
import { Facts } from '@/components/ui/facts';
import { SeatsAndReserve } from '../components/seats-and-reserve';
import { familyOfSlug, journeysPath } from '@/lib/catalogue-paths';
import { journeyFacts } from '../lib/journey-facts';

function JourneyDetail({ journey }: { journey: Travel }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(journey.title, i18n.language);
  return (
    <Stack gap="md" data-testid="journey-detail">
      <Anchor component={Link} to={journeysPath(journey.family)} size="sm">
        ← {t(`catalogue.families.${journey.family}.title`)}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding={0}>
          <CataloguePhoto path={journey.photo} alt={title} height={300} />
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text c="dimmed">
              {journey.destination} · {t(`catalogue.kinds.${journey.kind}`)}
            </Text>
            <Facts facts={journeyFacts(journey, t, format, { withClosing: true })} />
            <SeatsAndReserve type="trip" item={journey} title={title} size="md" />
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('catalogue.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{localized(journey.description, i18n.language)}</Text>
        </Stack>
      </Card>
      <ExcursionList journey={journey} />
    </Stack>
  );
}

/** A journey with its description and its excursions. */
export function JourneyPage() {
  const params = useParams();
  const family = familyOfSlug(params.family);
  const id = Number(params.id);
  const valid = family !== undefined && Number.isInteger(id) && id > 0;
  const query = useQuery({ ...journeyQueryOptions(id), enabled: valid });
  return (
    <ItemStates query={query} valid={valid}>
      {(journey) =>
        // A journey opened under another family's address moves to its own.
        journey.family !== family ? <Navigate to={`${journeysPath(journey.family)}/${id}`} replace /> : <JourneyDetail journey={journey} />
      }
    </ItemStates>
  );
}

export { JourneyPage as Component };
