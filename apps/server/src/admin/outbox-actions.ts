import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { AppError } from '../lib/errors';
import { SECRET_MASK } from '../mail/mailer';
import { maskLinks } from '../mail/mask-links';

async function mailOrNotFound(db: Db, id: number) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) throw new AppError('NOT_FOUND');
  return mail;
}

/** The mail as its recipient reads it, for an admin: the stored copy (one-time tokens masked) with every link masked too. */
export async function previewMail(db: Db, id: number) {
  const mail = await mailOrNotFound(db, id);
  return { subject: mail.subject, text: maskLinks(mail.text), html: maskLinks(mail.html) };
}

/**
 * Sends a mail again as a new outbox row (the old row stays as the record of the first attempt), audited. Refused
 * while the mail still waits (it would go twice), and for a sent mail whose one-time link the outbox dropped on
 * sending: the copy would carry the mask, not the link. A failed mail keeps its sealed token, and the copy takes it.
 */
export async function resendMail(db: Db, id: number, by: { adminId: number; ip: string }) {
  return db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!mail) throw new AppError('NOT_FOUND');
    if (!mail.sentAt && !mail.error) throw new AppError('MAIL_STILL_QUEUED');
    if (!mail.secretSealed && mail.text.includes(SECRET_MASK)) throw new AppError('MAIL_LINK_GONE');
    const [copy] = await tx.insert(mailOutbox).values({
      recipient: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, secretSealed: mail.secretSealed,
      template: mail.template, language: mail.language,
    }).returning();
    await recordAudit(tx, { kind: 'mail_resent', actorId: by.adminId, ip: by.ip, details: { mailId: mail.id, copyId: copy!.id, template: mail.template, recipient: mail.recipient } });
    return copy!;
  });
}
