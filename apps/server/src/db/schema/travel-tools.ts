import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An external travel partner the travel search engine offers beside our catalogue (DESIGN.md section 7b "Travel
 * tool"): its search link has placeholders the member's search fills in (packages/domain bookings/travel-tools.ts).
 * `isActive` is its status (active / inactive), as the console's table service sets it.
 */
export const travelTools = pgTable('travel_tools', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique('travel_tools_code'),
  name: text('name').notNull(),
  searchLink: text('search_link').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
