import type { SupportMessageInput, SupportSummary, SupportTicketCreate, SupportTicketStatus } from '@vo/domain';
import { and, asc, count, countDistinct, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Session, SessionUser } from '../auth/current-user';
import type { Db, Tx } from '../db/client';
import { supportMessages, supportTickets, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { findAdminTicket } from './support-ticket-list';

export type SupportMessageRow = typeof supportMessages.$inferSelect & { authorUsername: string };

/**
 * The help desk without a third-party chat (issue 6): a member's message opens (or reopens) a ticket, a staff
 * reply answers it and e-mails the member in their language, an admin closes it. Each side's reading marks
 * the other side's messages read, which drives the unread badges.
 */
export function supportTicketsService(db: Db, mailer: Mailer, publicUrl: string) {
  const messagesOf = (ticketId: number): Promise<SupportMessageRow[]> =>
    db.select({ ...getTableColumns(supportMessages), authorUsername: users.username }).from(supportMessages)
      .innerJoin(users, eq(users.id, supportMessages.authorId))
      .where(eq(supportMessages.ticketId, ticketId)).orderBy(asc(supportMessages.id));

  /** The ticket row, locked until the transaction ends so concurrent messages leave the right status; 404 otherwise. */
  async function lockTicket(tx: Tx, ticketId: number, ownerId?: number) {
    const [ticket] = await tx.select().from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), ownerId === undefined ? undefined : eq(supportTickets.userId, ownerId)))
      .for('update');
    if (!ticket) throw new AppError('NOT_FOUND');
    return ticket;
  }

  async function addMessage(tx: Tx, ticketId: number, author: { id: number; staff: boolean }, body: string, status: SupportTicketStatus) {
    await tx.insert(supportMessages).values({ ticketId, authorId: author.id, fromStaff: author.staff, body });
    await tx.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, ticketId));
  }

  const markRead = (ticketId: number, fromStaff: boolean) =>
    db.update(supportMessages).set({ readAt: new Date() })
      .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.fromStaff, fromStaff), isNull(supportMessages.readAt)));

  /** Messages are the member's own words: an admin acting as the member answers from the console instead. */
  function writer(session: Session): SessionUser {
    if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
    return session.user;
  }

  async function memberTicket(session: Session, ticketId: number) {
    const [ticket] = await db.select().from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, session.user.id)));
    if (!ticket) throw new AppError('NOT_FOUND');
    // The member has now seen the replies; an admin looking over the member's shoulder has not.
    if (!session.impersonatorId) await markRead(ticketId, true);
    return { ticket, messages: await messagesOf(ticketId) };
  }

  /** The console opens a ticket: the member's messages count as read by the staff. */
  async function staffTicket(ticketId: number) {
    await markRead(ticketId, false);
    const row = await findAdminTicket(db, ticketId);
    if (!row) throw new AppError('NOT_FOUND');
    return { ...row, messages: await messagesOf(ticketId) };
  }

  return {
    memberTicket,
    staffTicket,

    async open(session: Session, input: SupportTicketCreate) {
      const user = writer(session);
      const ticket = await db.transaction(async (tx) => {
        const [created] = await tx.insert(supportTickets).values({ userId: user.id, subject: input.subject }).returning();
        await tx.insert(supportMessages).values({ ticketId: created!.id, authorId: user.id, fromStaff: false, body: input.body });
        return created!;
      });
      return memberTicket(session, ticket.id);
    },

    /** A member's new message: the ticket waits for the staff again, even if it was answered or closed. */
    async write(session: Session, ticketId: number, input: SupportMessageInput) {
      const user = writer(session);
      await db.transaction(async (tx) => {
        await lockTicket(tx, ticketId, user.id);
        await addMessage(tx, ticketId, { id: user.id, staff: false }, input.body, 'open');
      });
      return memberTicket(session, ticketId);
    },

    /** Staff replies the member has not opened yet, over all their tickets (the header badge). */
    async unreadForMember(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(supportMessages)
        .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
        .where(and(eq(supportTickets.userId, userId), eq(supportMessages.fromStaff, true), isNull(supportMessages.readAt)));
      return row?.n ?? 0;
    },

    /** A staff reply: the ticket is answered and the member gets an e-mail notice in their language. */
    async reply(admin: SessionUser, ticketId: number, input: SupportMessageInput) {
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, ticketId);
        await addMessage(tx, ticketId, { id: admin.id, staff: true }, input.body, 'answered');
        await mailer.queue(tx, { userId: ticket.userId, template: 'supportReply', params: { subject: ticket.subject, reply: input.body, link: publicUrl } });
      });
      return staffTicket(ticketId);
    },

    async close(ticketId: number) {
      const closed = await db.update(supportTickets).set({ status: 'closed', updatedAt: new Date() })
        .where(eq(supportTickets.id, ticketId)).returning({ id: supportTickets.id });
      if (closed.length === 0) throw new AppError('NOT_FOUND');
      return staffTicket(ticketId);
    },

    /** Tickets per status and how many hold member messages the staff has not read (the console's tabs). */
    async summary(): Promise<SupportSummary> {
      const byStatus = await db.select({ status: supportTickets.status, n: count() }).from(supportTickets).groupBy(supportTickets.status);
      const [unread] = await db.select({ n: countDistinct(supportMessages.ticketId) }).from(supportMessages)
        .where(and(eq(supportMessages.fromStaff, false), isNull(supportMessages.readAt)));
      const counts = { open: 0, answered: 0, closed: 0 };
      for (const row of byStatus) counts[row.status] = row.n;
      return { ...counts, unreadTickets: unread?.n ?? 0 };
    },
  };
}
export type SupportTicketsService = ReturnType<typeof supportTicketsService>;
