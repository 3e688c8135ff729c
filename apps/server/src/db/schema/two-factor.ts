import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * A member's TOTP second factor (spec "google two-factor auth records"): the seed sealed with
 * SECRETS_KEY, enabled once a first code was right, the last time step used (no replay) and the
 * SHA-256 of the unused recovery codes.
 */
export const googleFas = pgTable('google_fas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  recoveryCodes: text('recovery_codes').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
