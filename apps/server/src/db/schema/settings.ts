import { LANGUAGES, SETTINGS_CHANGE_ENTITIES } from '@vo/domain';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Spec section 7 "Settings": key/value constants the browser loads at start. */
export const variables = pgTable('variables', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  keyValue: text('key_value').notNull().unique(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
});

export const cms = pgTable(
  'cms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyName: text('key_name').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_key_language').on(t.keyName, t.language)],
);

/**
 * Audit of every admin change to the plan's data (a membership level's amounts and rates, a
 * `variables` row): who, what, the old and the new value (as the admin console shows them), when.
 */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').notNull().references(() => users.id),
    entity: text('entity', { enum: SETTINGS_CHANGE_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** The membership field (API name) or the variable's key. */
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_changes_entity').on(t.entity, t.entityId, t.createdAt)],
);
