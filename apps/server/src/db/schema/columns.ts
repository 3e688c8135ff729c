import { bigint } from 'drizzle-orm/pg-core';

/** Money and points: integer cents, never null (DESIGN.md section 3). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
