import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActingAsMemberNotice, useImpersonated } from '@/components/ui/acting-as-member-notice';
import { NewTicketForm } from './new-ticket-form';
import { TicketConversation } from './ticket-conversation';
import { TicketList } from './ticket-list';

/** Where the ticket desk is: the list, a new question, or one conversation. */
export type DeskView = { kind: 'list' } | { kind: 'new' } | { kind: 'ticket'; id: number };

/** The help desk without a third-party chat: the member's tickets, answered from the admin console. */
export function TicketDesk({ view, onView }: { view: DeskView; onView: (view: DeskView) => void }) {
  const { t } = useTranslation();
  // The member's words are the member's own: an admin acting as them reads, and answers from the console.
  const readOnly = useImpersonated();
  const toList = () => onView({ kind: 'list' });

  if (view.kind === 'ticket') return <TicketConversation ticketId={view.id} readOnly={readOnly} onBack={toList} />;
  return (
    <Stack gap="sm">
      <ActingAsMemberNotice />
      {view.kind === 'new' ? (
        <NewTicketForm disabled={readOnly} onCreated={(id) => onView({ kind: 'ticket', id })} onCancel={toList} />
      ) : (
        <>
          <Group justify="space-between">
            <Text fw={600}>{t('support.ticketsTitle')}</Text>
            <Button size="compact-sm" onClick={() => onView({ kind: 'new' })} disabled={readOnly} data-testid="support-new">
              {t('support.newTicket')}
            </Button>
          </Group>
          <TicketList onOpen={(id) => onView({ kind: 'ticket', id })} />
        </>
      )}
    </Stack>
  );
}
