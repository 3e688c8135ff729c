import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import type { Column } from '@/components/ui/data-table-column';
import { useFormat } from '@/lib/use-format';
import type { AdminSupportTicket } from '@/features/admin/support/api/get-admin-support-tickets';

/** The console's ticket columns: subject (opens the conversation), member, status, unread member messages, last change. */
export function useSupportTicketColumns(): Column<AdminSupportTicket>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = (ticket: AdminSupportTicket) =>
    ticket.unreadCount > 0 && (
      <Badge color="red" size="sm">
        {ticket.unreadCount}
      </Badge>
    );
  return [
    {
      id: 'subject',
      header: t('adminSupport.columns.subject'),
      cell: (ticket) => (
        <Anchor component={Link} to={`/admin/support/${ticket.id}`} fw={ticket.unreadCount > 0 ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Anchor>
      ),
      maw: 320,
      card: 'title',
    },
    {
      id: 'member',
      header: t('adminSupport.columns.member'),
      cell: (ticket) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {ticket.member.username}
          </Text>
          <Text size="xs" c="dimmed">
            {ticket.member.email}
          </Text>
        </Stack>
      ),
      card: 'body',
    },
    { id: 'status', header: t('adminSupport.columns.status'), cell: (ticket) => <TicketStatusBadge status={ticket.status} />, card: 'aside' },
    { id: 'unread', header: t('adminSupport.columns.unread'), cell: (ticket) => unread(ticket) || '—', cardCell: unread },
    { id: 'updatedAt', header: t('adminSupport.columns.updatedAt'), cell: (ticket) => format.dateTime(ticket.updatedAt), nowrap: true, card: 'subtitle' },
  ];
}
