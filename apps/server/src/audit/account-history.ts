import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema';

const actors = alias(users, 'actors');

/** The audit kinds that change a member's access: blocks and unblocks, ended sessions, admin roles. */
export const ACCOUNT_HISTORY_KINDS = ['block_change', 'sessions_ended', 'role_change'] as const;

/** The newest access changes of a member, from the one audit log, with who did each (the member detail). */
export function recentAccountHistory(db: Db, memberId: number, limit = 10) {
  return db.select({
    id: auditEvents.id, kind: auditEvents.kind, details: auditEvents.details, createdAt: auditEvents.createdAt,
    actor: { id: actors.id, username: actors.username },
  }).from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .where(and(eq(auditEvents.memberId, memberId), inArray(auditEvents.kind, [...ACCOUNT_HISTORY_KINDS])))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
export type AccountHistoryRow = Awaited<ReturnType<typeof recentAccountHistory>>[number];
