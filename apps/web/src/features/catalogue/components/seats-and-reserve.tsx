import { Group } from '@mantine/core';
import type { BookableType } from '@vo/domain';
import { ReserveButton } from '@/components/bookings/reserve-button';
import { SeatsLeft } from './seats-badge';

interface Props {
  type: BookableType;
  item: { id: number; seats: number; seatsLeft: number };
  title: string;
  size?: 'sm' | 'md';
}

/** A bookable item's last line: the seats left and the way to reserve it. */
export function SeatsAndReserve({ type, item, title, size }: Props) {
  return (
    <Group justify="space-between" align="center" gap="xs">
      <SeatsLeft item={item} />
      <ReserveButton type={type} id={item.id} title={title} seatsLeft={item.seatsLeft} size={size} />
    </Group>
  );
}
