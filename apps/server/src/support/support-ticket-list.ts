import { SUPPORT_TICKET_STATUSES, type Language, type SupportTicketStatus } from '@vo/domain';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { memberships, supportTickets, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentAdminTicket, presentMemberTicket } from './support-ticket.presenter';

const parseStatus = (raw: string): SupportTicketStatus => {
  if (!(SUPPORT_TICKET_STATUSES as readonly string[]).includes(raw)) throw new Error('not a ticket status');
  return raw as SupportTicketStatus;
};

// Messages the other side has not seen yet: the staff's replies for the member, the member's for the staff.
// The outer table is named in full: Drizzle leaves a single-table select's columns unqualified, and a bare
// "id" inside the subquery would be the message's.
const unreadRepliesForMember = sql<number>`(select count(*)::int from support_messages m
  where m.ticket_id = support_tickets.id and m.from_staff and m.read_at is null)`;
const unreadForStaff = sql<number>`(select count(*)::int from support_messages m
  where m.ticket_id = support_tickets.id and not m.from_staff and m.read_at is null)`;

/** GET /api/support_tickets: the member's own conversations, last changed first. */
export const MEMBER_TICKET_COLLECTION: CollectionSpec = {
  order: { updatedAt: supportTickets.updatedAt, createdAt: supportTickets.createdAt, id: supportTickets.id },
  defaultOrder: [supportTickets.updatedAt, 'desc'],
  filters: { status: { column: supportTickets.status, parse: parseStatus } },
};

export interface MemberTicketRow {
  ticket: typeof supportTickets.$inferSelect;
  unreadCount: number;
}

export function memberTicketSource(db: Db): CollectionSource<MemberTicketRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) =>
      db.select({ ticket: supportTickets, unreadCount: unreadRepliesForMember }).from(supportTickets)
        .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) => (await db.select({ n: count() }).from(supportTickets).where(where))[0]?.n ?? 0,
  };
}

/** One page of the viewer's own tickets: an admin too sees only their own here (the console lists everyone's). */
export function listMemberTickets(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, MEMBER_TICKET_COLLECTION, memberTicketSource(db), presentMemberTicket, eq(supportTickets.userId, viewer.id));
}

/** GET /api/admin/support_tickets: every conversation with its member; `search` on subject, username and e-mail. */
export const ADMIN_TICKET_COLLECTION: CollectionSpec = {
  order: { updatedAt: supportTickets.updatedAt, createdAt: supportTickets.createdAt, id: supportTickets.id },
  defaultOrder: [supportTickets.updatedAt, 'desc'],
  filters: {
    status: { column: supportTickets.status, parse: parseStatus },
    user: { column: supportTickets.userId, parse: parseAs.integer },
  },
  dates: { updatedAt: supportTickets.updatedAt, createdAt: supportTickets.createdAt },
  search: [supportTickets.subject, users.username, users.email],
};

const memberColumns = {
  id: users.id, username: users.username, email: users.email, language: users.language, membership: memberships.name,
};

export interface AdminTicketRow extends MemberTicketRow {
  member: { id: number; username: string; email: string; language: Language; membership: string | null };
}

function adminJoined(db: Db) {
  return db.select({ ticket: supportTickets, unreadCount: unreadForStaff, member: memberColumns }).from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(memberships, eq(memberships.id, users.membershipId));
}

export function adminTicketSource(db: Db): CollectionSource<AdminTicketRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => adminJoined(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of every member's tickets, for the console. */
export function listAdminTickets(db: Db, request: FastifyRequest) {
  return listFrom(request, ADMIN_TICKET_COLLECTION, adminTicketSource(db), presentAdminTicket);
}

export async function findAdminTicket(db: Db, id: number): Promise<AdminTicketRow | undefined> {
  const [row] = await adminJoined(db).where(eq(supportTickets.id, id));
  return row;
}
