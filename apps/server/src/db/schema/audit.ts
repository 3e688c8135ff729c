import { AUDIT_KINDS } from '@vo/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit log (issue 19): one row per security or money event, written by `recordAudit` in the transaction of the
 * change it records. Rows are never updated; a deleted member's events keep their id (no foreign key on `member_id`).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    memberId: integer('member_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_created').on(t.createdAt), index('audit_events_member').on(t.memberId, t.createdAt), index('audit_events_actor').on(t.actorId, t.createdAt)],
);
