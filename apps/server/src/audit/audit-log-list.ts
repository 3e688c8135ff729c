import { AUDIT_KINDS, type AuditEvent } from '@vo/domain';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';

const actors = alias(users, 'actor');
const members = alias(users, 'member');

/** The ids of the accounts with these usernames (any case), for the `actor` and `member` filters. */
const byUsername = (column: typeof auditEvents.actorId | typeof auditEvents.memberId) => (values: unknown[]): SQL =>
  inArray(column, sql`(select id from users where lower(username) in ${(values as string[]).map((v) => v.toLowerCase())})`);

/** GET /api/admin/audit_log: newest first, by `kind`, `actor` and `member` (usernames), day range, `search` in their usernames and the IP. */
export const AUDIT_LOG_COLLECTION: CollectionSpec = {
  order: { createdAt: auditEvents.createdAt, id: auditEvents.id },
  defaultOrder: [auditEvents.id, 'desc'],
  filters: {
    kind: { column: auditEvents.kind, parse: parseAs.oneOf(AUDIT_KINDS) },
    actor: { parse: parseAs.text, match: byUsername(auditEvents.actorId) },
    member: { parse: parseAs.text, match: byUsername(auditEvents.memberId) },
  },
  dates: { createdAt: auditEvents.createdAt },
  search: [actors.username, members.username, auditEvents.ip],
};

const row = { event: auditEvents, actor: { id: actors.id, username: actors.username }, member: { id: members.id, username: members.username } };
type AuditRow = { event: typeof auditEvents.$inferSelect; actor: { id: number; username: string } | null; member: { id: number; username: string } | null };

function auditSource(db: Db): CollectionSource<AuditRow> {
  const joined = () => db.select(row).from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId)).leftJoin(members, eq(members.id, auditEvents.memberId));
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => joined().where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorId)).leftJoin(members, eq(members.id, auditEvents.memberId)).where(where))[0]?.n ?? 0,
  };
}

/** One event for the console: who, to whom, from where, when and its facts. */
export const presentAuditEvent = ({ event, actor, member }: AuditRow): AuditEvent =>
  hydraItem('admin/audit_log', 'AuditEvent', event.id, {
    kind: event.kind, actor, member, ip: event.ip, details: event.details, createdAt: event.createdAt.toISOString(),
  });

/** One page of the audit log. */
export const listAuditLog = (db: Db, request: FastifyRequest) => listFrom(request, AUDIT_LOG_COLLECTION, auditSource(db), presentAuditEvent);
