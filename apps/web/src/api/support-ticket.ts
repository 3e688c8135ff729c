import type { SupportTicketStatus } from '@vo/domain';

/** Everything the help desk shows, member and console alike; invalidated together after a message. */
export const SUPPORT_QUERY_KEY = ['support'] as const;

/** A message of a conversation (docs/api.md "Help desk"); `author` only in the console. */
export interface SupportMessage {
  id: number;
  body: string;
  fromStaff: boolean;
  createdAt: string;
  readAt: string | null;
  author?: { id: number; username: string };
}

/** A row of a ticket list: `unreadCount` counts the other side's messages not seen yet. */
export interface SupportTicket {
  id: number;
  subject: string;
  status: SupportTicketStatus;
  unreadCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SupportConversation extends SupportTicket {
  messages: SupportMessage[];
}
