import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seatsState } from '../lib/catalogue-text';

/** Seats left, with a "last seats" or "full" badge. */
export function SeatsLeft({ item }: { item: { seats: number; seatsLeft: number } }) {
  const { t } = useTranslation();
  const state = seatsState(item);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="seats-left" data-seats-left={item.seatsLeft}>
      <Text size="sm">{t('catalogue.seatsLeft', { count: Math.max(item.seatsLeft, 0) })}</Text>
      {state !== 'open' && (
        <Badge color={state === 'full' ? 'red' : 'orange'} variant="light" data-testid={`seats-${state}`}>
          {t(`catalogue.seats.${state}`)}
        </Badge>
      )}
    </Group>
  );
}
