import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An Enjoy Pass a member gave to an e-mail address (spec section 3 "Enjoy Pass access"): a login and a
 * one-time password, stored only hashed, valid until a day; the daily job marks it expired after that.
 */
export const enjoyPassAccesses = pgTable(
  'enjoy_pass_accesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    email: text('email').notNull(),
    login: text('login').notNull().unique('enjoy_pass_accesses_login'),
    passwordHash: text('password_hash').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    expired: boolean('expired').notNull().default(false),
    /** The browser's key of the give request: a replay answers the same access. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enjoy_pass_accesses_user').on(t.userId, t.createdAt),
    // The database's guard of "already exists for that e-mail": one live access per address.
    uniqueIndex('enjoy_pass_accesses_one_live_per_email').on(t.email).where(sql`not ${t.expired}`),
    uniqueIndex('enjoy_pass_accesses_idempotency').on(t.userId, t.idempotencyKey),
  ],
);
