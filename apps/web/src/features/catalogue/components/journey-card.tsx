import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/use-format';
import type { Travel } from '@vo/domain';
import { localized } from '@/lib/localized';
import { journeyPath } from '@/lib/catalogue-paths';
import { journeyFacts } from '../lib/journey-facts';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { Facts } from '@/components/ui/facts';
import { SeatsLeft } from './seats-badge';

/** A journey in its family's list: photo, destination, dates, price, deposit and seats left; the title opens it. */
export function JourneyCard({ journey }: { journey: Travel }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(journey.title, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" data-testid="journey-card" data-journey-id={journey.id}>
      <Card.Section>
        <CataloguePhoto path={journey.photo} alt={title} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={2} size="h4">
          <Anchor component={Link} to={journeyPath(journey.family, journey.id)} inherit data-testid="journey-link">
            {title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {journey.destination} · {t(`catalogue.kinds.${journey.kind}`)}
        </Text>
        <Facts facts={journeyFacts(journey, t, format)} />
        <SeatsLeft item={journey} />
      </Stack>
    </Card>
  );
}
