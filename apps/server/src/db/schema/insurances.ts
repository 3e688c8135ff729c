import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An access to the multi-insurance partner a member asked for (DESIGN.md section 7b "Insurances"): the address
 * it went to, the partner's code and link, and the member's address that got the copy.
 */
export const insuranceAccesses = pgTable(
  'insurance_accesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    code: text('code').notNull().unique('insurance_accesses_code'),
    link: text('link').notNull(),
    copyEmail: text('copy_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list (newest first) and the one-a-day rule both read a member's accesses by date.
  (t) => [index('insurance_accesses_user_created').on(t.userId, t.createdAt)],
);
