import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  // Spec section 9: the payout cost depends on Spain / European Community / elsewhere.
  isEu: boolean('is_eu').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('states_country').on(t.countryId)],
);
