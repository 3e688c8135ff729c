import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '@/api/support-ticket';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { useFormat } from '@/lib/use-format';
import { ListStates } from '@/components/ui/list-states';
import { useSupportTickets } from '@/features/support/api/get-support-tickets';

/** The member's conversations, last changed first; one click opens it. */
export function TicketList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const list = useSupportTickets();
  const tickets = list.data?.tickets ?? [];
  const format = useFormat();

  return (
    <ListStates query={list} count={tickets.length} emptyText={t('support.empty')} emptyTestId="support-empty" loaderHeight={80}>
      <Stack gap={6} data-testid="support-tickets">
        {tickets.map((ticket: SupportTicket) => (
          <UnstyledButton
            key={ticket.id}
            onClick={() => onOpen(ticket.id)}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="support-ticket"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={ticket.unreadCount > 0 ? 700 : 500} size="sm" truncate>
                {ticket.subject}
              </Text>
              <TicketStatusBadge status={ticket.status} />
            </Group>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="xs" c="dimmed">
                {format.dateTime(ticket.updatedAt)}
              </Text>
              {ticket.unreadCount > 0 && (
                <Badge color="red" size="sm" data-testid="support-ticket-unread">
                  {t('support.unreadReplies', { count: ticket.unreadCount })}
                </Badge>
              )}
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </ListStates>
  );
}
