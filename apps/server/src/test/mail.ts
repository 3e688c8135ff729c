import { secretBox } from '../lib/secret-box';
import { createMailer, type OutgoingMail } from '../mail/mailer';
import type { TestContext } from './build-app';

/** Delivers the outbox's pending mails as the dispatcher does and returns what recipients got (live links included). */
export async function deliverMails(ctx: TestContext): Promise<OutgoingMail[]> {
  const delivered: OutgoingMail[] = [];
  const mailer = createMailer(ctx.database.db, {
    transport: { sendMail: async (mail) => void delivered.push(mail) },
    from: ctx.config.MAIL_FROM,
    box: secretBox(ctx.config.SECRETS_KEY),
    logError: (error) => {
      throw error;
    },
  });
  await mailer.deliverPending();
  return delivered;
}

/** The token of the newest password-reset link delivered to an address. */
export async function deliveredResetToken(ctx: TestContext, email: string): Promise<string> {
  const mail = (await deliverMails(ctx)).filter((m) => m.to === email).at(-1);
  const token = mail && /\/auth\/reset-password\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link delivered to ${email}`);
  return token;
}
