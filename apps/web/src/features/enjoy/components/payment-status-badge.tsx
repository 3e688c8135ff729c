import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentStatus, string> = {
  prepare: 'gray',
  pending: 'yellow',
  paid: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** A payment's state in the member's words (docs/decisions.md 19). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" data-status={status}>
      {t(`enjoy.paymentStatus.${status}`)}
    </Badge>
  );
}
