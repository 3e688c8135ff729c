import type { MailStatus } from '@vo/domain';
import type { OutboxMail } from '@/features/admin/outbox/api/get-admin-outbox';

/** Where a mail is, as the server's `status` filter reads it: sent, failed (not sent, an error), or waiting. */
export const mailStatus = (mail: Pick<OutboxMail, 'sentAt' | 'error'>): MailStatus => (mail.sentAt ? 'sent' : mail.error ? 'failed' : 'pending');

export const MAIL_STATUS_COLORS: Record<MailStatus, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };
