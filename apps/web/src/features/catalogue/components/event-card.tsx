import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { EventEnjoy } from '@vo/domain';
import { localized } from '@/lib/localized';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { Facts } from '@/components/ui/facts';
import { SeatsAndReserve } from './seats-and-reserve';

/** An Enjoy event: when, where, price and seats left. */
export function EventCard({ event }: { event: EventEnjoy }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(event.title, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" data-testid="event-card" data-event-id={event.id}>
      <Card.Section>
        <CataloguePhoto path={event.photo} alt={title} height={140} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localized(event.description, i18n.language)}
        </Text>
        <Facts
          facts={[
            { label: t('catalogue.date'), value: format.dateTime(event.dateAt, 'long') },
            { label: t('catalogue.where'), value: event.place ?? '—' },
            { label: t('catalogue.price'), value: format.euros(event.price) },
            { label: t('catalogue.deposit'), value: format.euros(event.deposit) },
          ]}
        />
        <SeatsAndReserve type="event" item={event} title={title} />
      </Stack>
    </Card>
  );
}
