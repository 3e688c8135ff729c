import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A catalogue text (jsonb `{es, en, pt}`) in the three languages as one, for `search`. */
export const allLanguages = (text: PgColumn): SQL => sql`concat_ws(' ', ${text}->>'es', ${text}->>'en', ${text}->>'pt')`;

/** The Spanish text (the source language), to order by. */
export const inSpanish = (text: PgColumn): SQL => sql`${text}->>'es'`;
