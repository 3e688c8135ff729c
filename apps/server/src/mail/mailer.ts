import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client';
import { namedStatement, placeholders } from '../db/named-statements';
import { mailOutbox } from '../db/schema';
import type { SecretBox } from '../lib/secret-box';
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
  /** A one-time token inside the params (a reset link): stored masked, only the delivered copy carries it. */
  secret?: string;
  /**
   * Another address than the account's, for a mail the account sends someone (an Enjoy Pass it gives, an
   * insurance access it sends on):
   * language and greeting name stay the account's.
   */
  to?: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What delivers a mail: nodemailer's SMTP transport, or a stand-in (mail-drop.ts, tests). */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

/** Every queued mail is this one insert, named so that it keeps its plan. */
const insertMail = namedStatement('mail_outbox_insert', (tx: Db) => tx.insert(mailOutbox)
  .values(placeholders('recipient', 'template', 'language', 'subject', 'text', 'html', 'secretSealed')));

/** What the outbox, and so the admin console, shows in place of a one-time token. */
export const SECRET_MASK = '••••••';

/**
 * Transactional outbox: a mail is a row written in the same transaction as the change it
 * announces. With SMTP_URL (or MAIL_DROP_DIR) set, a dispatcher delivers unsent rows; without, they stay
 * readable in the admin console, one-time tokens masked (docs/api.md "Mail outbox").
 */
export function createMailer(
  db: Db,
  // `box` seals one-time tokens; a mailer without it (the seed's) refuses to queue any.
  options: { smtpUrl?: string; transport?: MailTransport; box?: SecretBox; from: string; logError: (err: unknown) => void },
) {
  const transport: MailTransport | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : (options.transport ?? null);
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> | undefined;
  const sealer = (): SecretBox => {
    if (!options.box) throw new Error('this mailer has no secret box for one-time tokens');
    return options.box;
  };

  /** The recipient's copy: the token goes back where the stored copy shows the mask. */
  const unmask = (body: string, sealed: string | null) => (sealed ? body.replaceAll(SECRET_MASK, sealer().open(sealed)) : body);

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    const pending = await db.select().from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error))).orderBy(asc(mailOutbox.id)).limit(50);
    for (const mail of pending) {
      try {
        await transport.sendMail({
          from: options.from, to: mail.recipient, subject: mail.subject,
          text: unmask(mail.text, mail.secretSealed), html: unmask(mail.html, mail.secretSealed),
        });
        // Sent: the token now lives only in the recipient's mailbox.
        await db.update(mailOutbox).set({ sentAt: new Date(), secretSealed: null }).where(eq(mailOutbox.id, mail.id));
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
      const { subject, text, html } = renderMail(mail.template, to.language, { ...mail.params, name: to.name } as MailTemplates[K]);
      const mask = (body: string) => (mail.secret ? body.replaceAll(mail.secret, SECRET_MASK) : body);
      await insertMail(tx).execute({
        recipient: mail.to ?? to.email, template: mail.template, language: to.language,
        subject, text: mask(text), html: mask(html), secretSealed: mail.secret ? sealer().seal(mail.secret) : null,
      });
    },
    deliverPending,
    start(intervalMs = 5000): void {
      // One delivery round at a time; stop() waits for the one under way (a mail half-sent is sent and marked).
      if (transport && !timer) timer = setInterval(() => {
        delivering ??= deliverPending().then(() => {}, options.logError).finally(() => (delivering = undefined));
      }, intervalMs);
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await delivering;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
