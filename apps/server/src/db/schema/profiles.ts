import { GENDERS, PROFILE_USER_TYPES } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, states } from './geography';
import { users } from './users';

export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }).unique(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    // Spec section 3 registration form: the name the member goes by, beside the legal one.
    alias: text('alias'),
    dni: text('dni').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: GENDERS }),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    mobile: text('mobile'),
    skype: text('skype'),
    irpf: text('irpf'),
    userKind: text('user_kind', { enum: PROFILE_USER_TYPES }).notNull().default('individual'),
    companyName: text('company_name'),
    companyVat: text('company_vat'),
    iban: text('iban'),
    bic: text('bic'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_dni_upper').on(sql`upper(${t.dni})`)],
);
