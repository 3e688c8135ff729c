import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, settingsChanges, users, variables } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';

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
  membership: { level: number; name: string; type: 'product' | 'travel' } | null;
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

export const presentSettingsChange = ({ change, admin, subject, membership }: SettingsChangeRow) =>
  hydraItem('admin/settings_changes', 'SettingsChange', change.id, {
    entity: change.entity,
    entityId: change.entityId,
    subject: subject ?? '',
    membership,
    field: change.field,
    oldValue: change.oldValue,
    newValue: change.newValue,
    admin,
    createAt: change.createdAt.toISOString(),
  });
