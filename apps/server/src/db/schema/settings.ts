import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
    language: text('language', { enum: ['es', 'en', 'pt'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cms_key_language').on(t.keyName, t.language)],
);
