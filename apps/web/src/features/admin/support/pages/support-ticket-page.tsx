import { Anchor, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessageForm } from '@/components/support/message-form';
import { MessageThread } from '@/components/support/message-thread';
import { TicketStatusBadge } from '@/components/support/ticket-status-badge';
import { PageLoader } from '@/components/ui/page-loader';
import { ServerErrorAlert, useServerErrorText } from '@/components/ui/server-error-alert';
import { toastError, toastSuccess } from '@/lib/toast';
import { FactList } from '@/features/admin/members/components/fact-list';
import { useAdminSupportTicket, type AdminSupportConversation } from '@/features/admin/support/api/get-admin-support-ticket';
import { useCloseSupportTicket, useReplySupportTicket } from '@/features/admin/support/api/support-ticket-actions';

function MemberCard({ ticket }: { ticket: AdminSupportConversation }) {
  const { t } = useTranslation();
  const { member } = ticket;
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-support-member">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('adminSupport.member')}
        </Title>
        <FactList
          facts={[
            [t('fields.username'), <Anchor key="u" component={Link} to={`/admin/members/${member.id}`} size="sm" fw={600}>{member.username}</Anchor>],
            [t('fields.email'), member.email],
            [t('support.membership'), <Text key="m" span size="sm" tt="capitalize">{member.membership ?? t('support.noMembership')}</Text>],
            [t('adminSupport.language'), t(`language.${member.language}`)],
          ]}
        />
      </Stack>
    </Card>
  );
}

/** One ticket in the console: the conversation (member messages now read), a reply that e-mails the member, closing. */
export function SupportTicketPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const ticket = useAdminSupportTicket(id);
  const reply = useReplySupportTicket(id);
  const close = useCloseSupportTicket(id);
  const errorText = useServerErrorText();

  const onClose = async () => {
    try {
      await close.mutateAsync(undefined);
      toastSuccess(t('adminSupport.closed'));
    } catch (error) {
      toastError(errorText(error));
    }
  };
  const onReply = async (values: { body: string }) => {
    const answered = await reply.mutateAsync(values);
    toastSuccess(t('adminSupport.replied', { username: answered.member.username }));
  };

  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to="/admin/support" size="sm">
          ← {t('adminSupport.back')}
        </Anchor>
      </Group>
      {ticket.isError && <ServerErrorAlert error={ticket.error} />}
      {ticket.isPending && <PageLoader />}
      {ticket.data && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="md">
              <Stack gap="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                    {ticket.data.subject}
                  </Title>
                  <TicketStatusBadge status={ticket.data.status} />
                </Group>
                <MessageThread
                  messages={ticket.data.messages}
                  readerIsStaff
                  authorOf={(m) => (m.fromStaff ? t('adminSupport.staffAuthor', { username: m.author.username }) : m.author.username)}
                />
                <MessageForm label={t('adminSupport.replyLabel')} submitLabel={t('adminSupport.reply')} onSend={onReply} testId="admin-support-reply" />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <MemberCard ticket={ticket.data} />
              {ticket.data.status !== 'closed' && (
                <Button variant="default" onClick={() => void onClose()} loading={close.isPending} data-testid="admin-support-close">
                  {t('adminSupport.close')}
                </Button>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

export { SupportTicketPage as Component };
