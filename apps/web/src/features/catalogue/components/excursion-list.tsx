import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/ui/list-states';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/use-format';
import type { Excursion, Travel } from '@vo/domain';
import { excursionsQueryOptions } from '../api/get-excursions';
import { localized } from '@/lib/localized';
import { CardGrid } from '@/components/ui/card-grid';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { Facts } from '@/components/ui/facts';
import { SeatsAndReserve } from './seats-and-reserve';

function ExcursionCard({ excursion }: { excursion: Excursion }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(excursion.title, i18n.language);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="excursion-card" data-excursion-id={excursion.id}>
      <Card.Section>
        <CataloguePhoto path={excursion.photo} alt={title} height={120} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localized(excursion.description, i18n.language)}
        </Text>
        <Facts
          facts={[
            { label: t('catalogue.date'), value: format.dateTime(excursion.dateAt, 'long') },
            { label: t('catalogue.price'), value: format.euros(excursion.price) },
          ]}
        />
        <SeatsAndReserve type="excursion" item={excursion} title={title} />
      </Stack>
    </Card>
  );
}

/** The excursions of a journey the member may see. */
export function ExcursionList({ journey }: { journey: Travel }) {
  const { t } = useTranslation();
  const query = useQuery(excursionsQueryOptions(journey.id));
  const excursions = query.data?.items ?? [];
  return (
    <SectionCard title={t('catalogue.excursions')} testId="journey-excursions">
      <ListStates query={query} count={excursions.length} emptyText={t('catalogue.noExcursions')} emptyTestId="excursions-empty">
        <CardGrid>
          {excursions.map((excursion) => (
            <ExcursionCard key={excursion.id} excursion={excursion} />
          ))}
        </CardGrid>
      </ListStates>
    </SectionCard>
  );
}
