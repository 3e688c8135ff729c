import { z } from 'zod';
import { requiredText } from './fields';

/** Help desk limits (issue 6): a subject fits a list row, a message a long e-mail. */
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_BODY_MAX = 4000;

/** open: waits for the staff; answered: the staff replied; closed: settled (a member's new message opens it again). */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

const supportBody = requiredText(SUPPORT_BODY_MAX);

/** POST /api/support_tickets: a new conversation with its first message. */
export const supportTicketCreateSchema = z.object({
  // One line: the subject also heads the e-mail notice of a reply.
  subject: requiredText(SUPPORT_SUBJECT_MAX).transform((v) => v.replace(/\s+/g, ' ')),
  body: supportBody,
});
export type SupportTicketCreate = z.output<typeof supportTicketCreateSchema>;

/** POST /api/support_tickets/{id}/messages and the staff's reply. */
export const supportMessageSchema = z.object({ body: supportBody });
export type SupportMessageInput = z.output<typeof supportMessageSchema>;
