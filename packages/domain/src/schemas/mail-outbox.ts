import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** GET /api/admin/mail_outbox item: a queued or sent e-mail as the console shows it (the text, never the HTML nor a live token). */
export const outboxMailSchema = hydraItemSchema('Mail', {
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  language: z.string(),
  /** When SMTP took it; null while it waits. */
  sentAt: z.iso.datetime().nullable(),
  /** The last delivery failure, if any. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxMailCollectionSchema = hydraCollectionSchema(outboxMailSchema);

/** Where a mail is: waiting for the dispatcher, taken by SMTP, or failed (filter `status` of the outbox list). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/admin/mail_outbox/{id}/preview: the mail as rendered, its links masked (tokens, query strings). */
export const mailPreviewSchema = z.strictObject({ subject: z.string(), text: z.string(), html: z.string() });
export type MailPreview = z.infer<typeof mailPreviewSchema>;
