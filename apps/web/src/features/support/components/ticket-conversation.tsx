import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageForm } from '@/components/support/message-form';
import { MessageThread } from '@/components/support/message-thread';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert } from '@/components/ui/server-error-alert';
import { useSupportTicket } from '@/features/support/api/get-support-ticket';
import { usePostSupportMessage } from '@/features/support/api/post-support-message';

/** One conversation with the support team: the replies (read as soon as shown) and a box to write again. */
export function TicketConversation({ ticketId, readOnly, onBack }: { ticketId: number; readOnly: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const ticket = useSupportTicket(ticketId);
  const post = usePostSupportMessage(ticketId);

  return (
    <Stack gap="sm" data-testid="support-conversation">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={onBack} data-testid="support-back">
          ← {t('support.back')}
        </Button>
      </Group>
      {ticket.isError && <ServerErrorAlert error={ticket.error} />}
      {ticket.isPending && <PageLoader h={120} />}
      {ticket.data && (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {ticket.data.subject}
            </Title>
            <TicketStatusBadge status={ticket.data.status} />
          </Group>
          <MessageThread messages={ticket.data.messages} readerIsStaff={false} authorOf={(m) => (m.fromStaff ? t('support.staff') : t('support.you'))} />
          {ticket.data.status === 'closed' && (
            <Alert color="gray" variant="light">
              {t('support.closedNote')}
            </Alert>
          )}
          {ticket.data.status === 'open' && (
            <Text size="xs" c="dimmed">
              {t('support.waitingNote')}
            </Text>
          )}
          <MessageForm label={t('support.yourMessage')} submitLabel={t('support.send')} onSend={(values) => post.mutateAsync(values)} disabled={readOnly} testId="support-reply" />
        </>
      )}
    </Stack>
  );
}
