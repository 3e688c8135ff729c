import { Badge } from '@mantine/core';
import type { SupportTicketStatus } from '@vo/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SupportTicketStatus, string> = { open: 'orange', answered: 'teal', closed: 'gray' };

/** open: waits for the staff; answered: the staff replied; closed. */
export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" data-status={status} miw="max-content">
      {t(`support.status.${status}`)}
    </Badge>
  );
}
