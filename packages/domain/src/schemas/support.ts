import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import { requiredText } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

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

/** A message of a conversation; the member's view keeps the staff anonymous ("the support team"). */
export const supportMessageItemSchema = z.strictObject({
  '@type': z.literal('SupportMessage'),
  id: z.number().int(),
  body: z.string(),
  fromStaff: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When the other side saw it. */
  readAt: z.iso.datetime().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageItemSchema>;

/** A message as the console shows it: with who wrote it. */
export const staffSupportMessageSchema = supportMessageItemSchema.extend({
  author: z.strictObject({ id: z.number().int(), username: z.string() }),
});
export type StaffSupportMessage = z.infer<typeof staffSupportMessageSchema>;

const ticketFields = {
  subject: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  /** The other side's messages not seen yet: the staff's replies for the member, the member's for the console. */
  unreadCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A row of the member's ticket list (GET /api/support_tickets). */
export const supportTicketSchema = hydraItemSchema('SupportTicket', ticketFields);
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketCollectionSchema = hydraCollectionSchema(supportTicketSchema);

/** The member's conversation: the ticket and its messages, oldest first. */
export const supportConversationSchema = hydraItemSchema('SupportTicket', { ...ticketFields, messages: z.array(supportMessageItemSchema) });
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** Who wrote a ticket, as the console lists it. */
export const supportTicketMemberSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** The member's membership name, none before the first payment. */
  membership: z.string().nullable(),
});
export type SupportTicketMember = z.infer<typeof supportTicketMemberSchema>;

/** A row of the console's list (GET /api/admin/support_tickets). */
export const adminSupportTicketSchema = hydraItemSchema('SupportTicket', { ...ticketFields, member: supportTicketMemberSchema });
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;
export const adminSupportTicketCollectionSchema = hydraCollectionSchema(adminSupportTicketSchema);

/** The console's conversation, with who wrote each message. */
export const adminSupportConversationSchema = hydraItemSchema('SupportTicket', {
  ...ticketFields,
  member: supportTicketMemberSchema,
  messages: z.array(staffSupportMessageSchema),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

/** GET /api/admin/support_tickets/summary: tickets per status, and how many hold member messages the staff has not read. */
const ticketCount = z.number().int().nonnegative();
export const supportSummarySchema = z.strictObject({
  ...(Object.fromEntries(SUPPORT_TICKET_STATUSES.map((status) => [status, ticketCount])) as Record<SupportTicketStatus, typeof ticketCount>),
  unreadTickets: ticketCount,
});
export type SupportSummary = z.infer<typeof supportSummarySchema>;

/** GET /api/support_tickets/unread: staff replies the member has not opened yet, over all their tickets. */
export const supportUnreadSchema = z.strictObject({ unread: z.number().int().nonnegative() });
export type SupportUnread = z.infer<typeof supportUnreadSchema>;

/** GET /api/support_widget: how the browser's help desk works for this member. */
export const supportWidgetSchema = z.strictObject({
  /**
   * The third-party chat to load, or null: the help desk then uses support tickets. `userHash` (HMAC-SHA256 of the
   * user id, hex) lets the provider trust the identity the browser passes; null without the secret.
   */
  provider: z.strictObject({ scriptUrl: z.string(), key: z.string(), userHash: z.string().nullable() }).nullable(),
  /** After this long without the provider's script the widget offers the ticket form instead (spec section 9). */
  timeoutMs: z.number().int(),
});
export type SupportWidget = z.infer<typeof supportWidgetSchema>;
