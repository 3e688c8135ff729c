import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Opaque bearer tokens, stored as SHA-256 hashes; a refresh family shares one familyId. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * On a used refresh token: the pair that replaced it, sealed with SECRETS_KEY, so a second tab
     * presenting it within the reuse grace gets the same pair (never stored in clear).
     */
    successorSealed: text('successor_sealed'),
    /** 'admin': an admin ended it (block, "end sessions"); the next call is told so (401 SESSION_ENDED), not just "log in". */
    revokedBy: text('revoked_by', { enum: ['admin'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_family').on(t.familyId), index('auth_tokens_user').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's demand that a member set a new password before entering again: who asked, when, and when it was done. */
export const passwordChangeRequests = pgTable(
  'password_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the member set the new password (reset link or own change); null while still pending.
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('password_change_requests_user').on(t.userId, t.createdAt)],
);

/** Failed sign-ins, counted per account and per IP inside a sliding window (brute-force guard). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_username').on(t.username, t.createdAt), index('login_failures_ip').on(t.ip, t.createdAt)],
);

/**
 * Request counters of the rate limits when several instances share a PostgreSQL server and no Redis
 * (lib/rate-limit/database-store.ts): one row per limited key, its hits in the window that ends at `resets_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at').on(t.resetsAt)],
);
