import { LANGUAGES, LEGAL_DOCUMENT_KEYS, MEDIA_KINDS, MEDIA_TYPES, SUPPORT_TICKET_STATUSES } from '@vo/domain';
import { customType, index, integer, pgTable, text, timestamp, boolean, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded member files (identity and bank documents, the presentation photo), the admins' catalogue
 * photos and reservation tickets (issue 15). The bytes live in the database: at most 2 MB each, backed up with everything else, and
 * served only through the API that checks the owner, or for a catalogue photo who may see its item
 * (docs/decisions/040-member-files.md).
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    // Decided from the file's first bytes, never from its name or the browser's claim.
    mimeType: text('mime_type', { enum: MEDIA_TYPES }).notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_objects_owner').on(t.ownerId, t.kind)],
);

/** Audit of every "log in as": who, as whom, from where, and when the admin came back. */
export const adminAccessTokens = pgTable(
  'admin_access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').notNull().references(() => users.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // The auth token family handed to the admin: ending the impersonation revokes it.
    tokenFamilyId: text('token_family_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('admin_access_tokens_admin').on(t.adminId, t.createdAt), index('admin_access_tokens_user').on(t.userId)],
);

/** One row per legal document version a member accepted (cms key terms, privacy, contract). */
export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    keyName: text('key_name', { enum: LEGAL_DOCUMENT_KEYS }).notNull(),
    version: integer('version').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    ip: text('ip').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_acceptances_version').on(t.userId, t.keyName, t.version)],
);

/**
 * The text of every published version of a legal document (cms keys terms, privacy, contract), per language:
 * what a member accepted stays readable after an admin publishes a new version (the cms row holds only the current one).
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyName: text('key_name').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // The admin who published it; null for the texts the installation was seeded with.
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_versions_version').on(t.keyName, t.language, t.version)],
);

/** Help-desk conversations when no third-party chat provider is configured. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_user').on(t.userId, t.updatedAt), index('support_tickets_status').on(t.status, t.updatedAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id').notNull().references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    // Set when the other side has seen the message (unread badge in the widget and the console).
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket').on(t.ticketId, t.id)],
);
