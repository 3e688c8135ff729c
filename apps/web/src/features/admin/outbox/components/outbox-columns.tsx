import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import type { Column } from '@/components/ui/data-table-column';
import type { OutboxMail } from '@/features/admin/outbox/api/get-admin-outbox';
import { useResendMail } from '@/features/admin/outbox/api/resend-mail';
import { useFormat } from '@/lib/use-format';
import { MAIL_STATUS_COLORS, mailStatus } from './mail-status';
import { MailPreviewButton } from './mail-preview-button';

/** The outbox's columns: when, to whom, what, where it is (and why it failed), and preview / send again. */
export function useOutboxColumns(): Column<OutboxMail>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendMail();
  const header = (column: string) => t(`adminOutbox.columns.${column}`);
  return [
    { id: 'createdAt', header: header('createdAt'), cell: (mail) => format.dateTime(mail.createdAt), nowrap: true, card: 'subtitle' },
    { id: 'recipient', header: header('recipient'), cell: (mail) => mail.recipient, card: 'title', fw: 600 },
    { id: 'subject', header: header('subject'), cell: (mail) => mail.subject, maw: 320, card: 'body' },
    { id: 'template', header: header('template'), cell: (mail) => mail.template, card: 'meta' },
    {
      id: 'status', header: header('status'), card: 'aside',
      cell: (mail) => {
        const status = mailStatus(mail);
        return (
          <Badge color={MAIL_STATUS_COLORS[status]} variant="light" data-status={status} title={mail.error ?? undefined}>
            {t(`adminOutbox.statuses.${status}`)}
          </Badge>
        );
      },
    },
    { id: 'sentAt', header: header('sentAt'), cell: (mail) => (mail.sentAt ? format.dateTime(mail.sentAt) : mail.error ? <Text span size="sm" c="red">{mail.error}</Text> : '—'), maw: 240 },
    {
      id: 'actions', header: header('actions'), hiddenHeader: true, sticky: true, card: 'actions',
      cell: (mail) => (
        <Group gap="xs" wrap="nowrap">
          <MailPreviewButton id={mail.id} recipient={mail.recipient} />
          {mailStatus(mail) !== 'pending' && (
            <ConfirmActionButton
              label={t('adminOutbox.resend')}
              ariaLabel={t('adminOutbox.resendTo', { recipient: mail.recipient })}
              title={t('adminOutbox.resendTitle')}
              text={t('adminOutbox.resendText', { recipient: mail.recipient, subject: mail.subject })}
              submitLabel={t('adminOutbox.resend')}
              action={async () => {
                await resend.mutateAsync(mail.id);
                return t('adminOutbox.resent', { recipient: mail.recipient });
              }}
              testId="mail-resend"
            />
          )}
        </Group>
      ),
    },
  ];
}
