import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookableItem } from '@/api/bookable-item';
import { Facts } from '@/components/ui/facts';
import { useFormat } from '@/lib/use-format';

/** What is being booked: its kind, when it starts, its price and deposit per passenger, the seats left. */
export function BookableItemCard({ item }: { item: BookableItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="reserve-item">
      <Facts
        cols={{ base: 2, sm: 4 }}
        facts={[
          { label: t('reservations.columns.type'), value: t(`reservations.types.${item.type}`) },
          { label: t('reservations.columns.date'), value: item.dateAt ? format.dateTime(item.dateAt, 'long') : format.day(item.startsOn) },
          { label: t('reservations.pricePerPassenger'), value: format.euros(item.price) },
          { label: t('reservations.depositPerPassenger'), value: format.euros(item.deposit) },
          { label: t('reservations.seatsLeft'), value: format.number(item.seatsLeft) },
        ]}
      />
    </Card>
  );
}
