import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentStatus, string> = { prepare: 'gray', pending: 'yellow', paid: 'teal', rejected: 'red', cancelled: 'gray', expired: 'orange', refunded: 'grape' };

export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size={size} data-status={status} miw="max-content">
      {t(`paymentStatuses.${status}`)}
    </Badge>
  );
}
