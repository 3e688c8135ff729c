import { LANGUAGES, TRAINING_CATEGORIES, type LocalizedText } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A recorded training (spec section 3 "Training"; DESIGN.md section 7b): members watch its replay. */
export const trainings = pgTable(
  'trainings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In es, en and pt, like every catalogue text. */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    author: text('author').notNull(),
    /** The language spoken in the recording. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    category: text('category', { enum: TRAINING_CATEGORIES }).notNull(),
    /** The day it was held. */
    date: date('date', { mode: 'string' }).notNull(),
    replay: text('replay').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The schema checks the whole link; the database keeps at least any other scheme out of a member's page.
    check('trainings_replay_https', sql`${t.replay} like 'https://%'`),
    // Members see the active ones, newest first.
    index('trainings_active_date').on(t.isActive, t.date),
  ],
);
