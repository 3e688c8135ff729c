import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MembershipType } from '@vo/domain';
import type { Db } from '../db/client';
import { memberships, settingsChanges, users, variables } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentSettingsChange } from './settings.presenter';

/** GET /api/admin/settings_changes: newest first, by entity (`membership`, `variable`) and its id. */
export const SETTINGS_CHANGE_COLLECTION: CollectionSpec = {
  order: { createAt: settingsChanges.createdAt, id: settingsChanges.id },
  defaultOrder: [settingsChanges.id, 'desc'],
  filters: {
    entity: { column: settingsChanges.entity, parse: parseAs.text },
    entityId: { column: settingsChanges.entityId, parse: parseAs.integer },
  },
  search: [settingsChanges.field, users.username],
};

const row = {
  change: settingsChanges,
  admin: users.username,
  // What was changed: "partner (product)" or the variable's key.
  subject: sql<string | null>`coalesce(${memberships.name} || ' (' || ${memberships.type} || ')', ${variables.keyValue})`,
  membership: { level: memberships.level, name: memberships.name, type: memberships.type },
};
export type SettingsChangeRow = {
  change: typeof settingsChanges.$inferSelect;
  admin: string;
  subject: string | null;
  membership: { level: number; name: string; type: MembershipType } | null;
};

export function settingsChangeSource(db: Db): CollectionSource<SettingsChangeRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) =>
      db.select(row).from(settingsChanges)
        .innerJoin(users, eq(users.id, settingsChanges.adminId))
        .leftJoin(memberships, and(eq(settingsChanges.entity, 'membership'), eq(memberships.id, settingsChanges.entityId)))
        .leftJoin(variables, and(eq(settingsChanges.entity, 'variable'), eq(variables.id, settingsChanges.entityId)))
        .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where: SQL | undefined) =>
      (await db.select({ n: count() }).from(settingsChanges).innerJoin(users, eq(users.id, settingsChanges.adminId)).where(where))[0]?.n ?? 0,
  };
}

/** One page of the audit, for the console. */
export const listSettingsChanges = (db: Db, request: FastifyRequest) =>
  listFrom(request, SETTINGS_CHANGE_COLLECTION, settingsChangeSource(db), presentSettingsChange);
