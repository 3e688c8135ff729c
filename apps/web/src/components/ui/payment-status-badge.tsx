import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentStatus, string> = { prepare: 'gray', pending: 'yellow', paid: 'teal', rejected: 'red', cancelled: 'gray', expired: 'orange', refunded: 'grape' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status} miw="max-content">
      {t(`paymentStatuses.${status}`)}
    </Badge>
  );
}
