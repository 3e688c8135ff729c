import { Badge } from '@mantine/core';
import type { ReservationStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ReservationStatus, string> = { pending: 'yellow', paid: 'blue', confirmed: 'teal', cancelled: 'gray' };

/** DESIGN.md section 7b states: pending (deposit locked), paid, confirmed (ticket), cancelled. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status} miw="max-content">
      {t(`reservations.statuses.${status}`)}
    </Badge>
  );
}
