import type { SupportConversation, SupportMessage, SupportTicket } from '@vo/domain';

/** Everything the help desk shows, member and console alike; invalidated together after a message. */
export const SUPPORT_QUERY_KEY = ['support'] as const;

// The help desk's types come from its response schemas in packages/domain (the server validates against them).
export type { SupportConversation, SupportMessage, SupportTicket };
