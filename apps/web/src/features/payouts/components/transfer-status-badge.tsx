import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@/features/payouts/api/get-transfers';

const COLORS: Record<TransferStatus, string> = { pending: 'yellow', cancelled: 'gray', accepted: 'teal' };

/** Spec section 4 transfer statuses: pending, cancelled, accepted. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status} miw="max-content">
      {t(`payouts.statuses.${status}`)}
    </Badge>
  );
}
