import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends; kept even when SMTP delivers it, readable in the admin console (without live tokens). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * The one-time token of the message (a password-reset link), sealed with SECRETS_KEY: text and html
     * carry a mask in its place, the dispatcher puts it back only in the delivered copy and then drops it.
     */
    secretSealed: text('secret_sealed'),
    template: text('template').notNull(),
    language: text('language').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient').on(t.recipient)],
);
