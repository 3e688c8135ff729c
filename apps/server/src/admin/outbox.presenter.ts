import type { OutboxMail } from '@vo/domain';
import type { mailOutbox } from '../db/schema';
import { hydraItem } from '../lib/hydra';

/** A mail as the console shows it: the text version, never the HTML or the sealed token. */
export const presentMail = (m: typeof mailOutbox.$inferSelect): OutboxMail =>
  hydraItem('admin/mail_outbox', 'Mail', m.id, {
    recipient: m.recipient, subject: m.subject, text: m.text, template: m.template, language: m.language,
    sentAt: m.sentAt?.toISOString() ?? null, error: m.error, createdAt: m.createdAt.toISOString(),
  });
