import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { useDateTime } from '@/components/support/use-date-time';
import type { AdminSupportTicket } from '@/features/admin/support/api/get-admin-support-tickets';

/** The console's ticket rows: subject (opens the conversation), member, status, unread member messages, last change. */
export function SupportTicketsTable({ tickets, stale }: { tickets: AdminSupportTicket[]; stale: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ opacity: stale ? 0.6 : 1 }} data-testid="admin-support-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminSupport.columns.subject')}</Table.Th>
            <Table.Th>{t('adminSupport.columns.member')}</Table.Th>
            <Table.Th>{t('adminSupport.columns.status')}</Table.Th>
            <Table.Th>{t('adminSupport.columns.unread')}</Table.Th>
            <Table.Th>{t('adminSupport.columns.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id} data-testid="admin-support-row" data-ticket={ticket.id}>
              <Table.Td maw={320}>
                <Anchor component={Link} to={`/admin/support/${ticket.id}`} fw={ticket.unreadCount > 0 ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {ticket.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {ticket.member.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ticket.member.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                {ticket.unreadCount > 0 ? (
                  <Badge color="red" size="sm">
                    {ticket.unreadCount}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(ticket.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
