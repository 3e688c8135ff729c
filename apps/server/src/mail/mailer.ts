import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { accountRecipient } from './account-recipient';
import { renderMail, type MailTemplates, type TemplateName } from './templates';

/**
 * A mail to an account. Its address, language and greeting name are read from the account, never given by
 * the caller: a request's Accept-Language once chose the language of a password reset (issue 13, item 19).
 */
export interface QueuedMail<K extends TemplateName> {
  userId: number;
  template: K;
  params: Omit<MailTemplates[K], 'name'>;
}

/**
 * Transactional outbox: a mail is a row written in the same transaction as the change it
 * announces. With SMTP_URL set, a dispatcher delivers unsent rows; without it they stay readable.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; logError: (err: unknown) => void }) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    const pending = await db.select().from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error))).orderBy(asc(mailOutbox.id)).limit(50);
    for (const mail of pending) {
      try {
        await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        options.logError(error);
        await db.update(mailOutbox).set({ error: String(error).slice(0, 500) }).where(eq(mailOutbox.id, mail.id));
      }
    }
    return pending.length;
  }

  return {
    async queue<K extends TemplateName>(tx: Db | Tx, mail: QueuedMail<K>): Promise<void> {
      const to = await accountRecipient(tx, mail.userId);
      const rendered = renderMail(mail.template, to.language, { ...mail.params, name: to.name } as MailTemplates[K]);
      await tx.insert(mailOutbox).values({
        recipient: to.email, template: mail.template, language: to.language, ...rendered,
      });
    },
    deliverPending,
    start(intervalMs = 5000): void {
      if (transport && !timer) timer = setInterval(() => void deliverPending().catch(options.logError), intervalMs);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
