import { Button } from '@mantine/core';
import type { BookableType } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reservePath } from '@/lib/reservation-paths';

interface Props {
  type: BookableType;
  id: number;
  /** Its title, so that each card's button names what it books. */
  title: string;
  seatsLeft: number;
  size?: 'sm' | 'md';
}

/** A catalogue card's way to the reserve screen; a full item cannot be booked. */
export function ReserveButton({ type, id, title, seatsLeft, size = 'sm' }: Props) {
  const { t } = useTranslation();
  if (seatsLeft <= 0) {
    return (
      <Button size={size} disabled data-testid="reserve-button">
        {t('reservations.reserve')}
      </Button>
    );
  }
  return (
    <Button component={Link} to={reservePath(type, id)} size={size} aria-label={t('reservations.reserveNamed', { title })} data-testid="reserve-button">
      {t('reservations.reserve')}
    </Button>
  );
}
