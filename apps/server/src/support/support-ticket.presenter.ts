import type { AdminSupportConversation, AdminSupportTicket, SupportConversation, SupportMessage, SupportTicket, SupportTicketMember } from '@vo/domain';
import type { supportTickets } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { AdminTicketRow, MemberTicketRow } from './support-ticket-list';
import type { SupportMessageRow } from './support-tickets.service';

type Ticket = typeof supportTickets.$inferSelect;

const ticketFields = (ticket: Ticket, unreadCount: number) => ({
  subject: ticket.subject,
  status: ticket.status,
  unreadCount,
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
});

const messageFields = (m: SupportMessageRow): SupportMessage => ({
  '@type': 'SupportMessage',
  id: m.id,
  body: m.body,
  fromStaff: m.fromStaff,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

/** Unread from the member's side: the staff's replies not seen yet. */
const unreadByMember = (messages: SupportMessageRow[]) => messages.filter((m) => m.fromStaff && !m.readAt).length;

/** A row of the member's list. */
export const presentMemberTicket = ({ ticket, unreadCount }: MemberTicketRow): SupportTicket =>
  hydraItem('support_tickets', 'SupportTicket', ticket.id, ticketFields(ticket, unreadCount));

/** The member's conversation; the staff stays "the support team" (no staff usernames). */
export const presentMemberConversation = ({ ticket, messages }: { ticket: Ticket; messages: SupportMessageRow[] }): SupportConversation =>
  hydraItem('support_tickets', 'SupportTicket', ticket.id, {
    ...ticketFields(ticket, unreadByMember(messages)),
    messages: messages.map(messageFields),
  });

const memberRef = (member: AdminTicketRow['member']): SupportTicketMember => ({ '@id': `/api/users/${member.id}`, ...member });

/** A row of the console's list: the member and the member's messages the staff has not read. */
export const presentAdminTicket = ({ ticket, unreadCount, member }: AdminTicketRow): AdminSupportTicket =>
  hydraItem('admin/support_tickets', 'SupportTicket', ticket.id, { ...ticketFields(ticket, unreadCount), member: memberRef(member) });

/** The console's conversation, with who wrote each message. */
export const presentAdminConversation = (row: AdminTicketRow & { messages: SupportMessageRow[] }): AdminSupportConversation =>
  hydraItem('admin/support_tickets', 'SupportTicket', row.ticket.id, {
    ...ticketFields(row.ticket, row.unreadCount),
    member: memberRef(row.member),
    messages: row.messages.map((m) => ({ ...messageFields(m), author: { id: m.authorId, username: m.authorUsername } })),
  });
