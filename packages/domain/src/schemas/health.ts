import { z } from 'zod';

/** The two databases the server runs on: embedded PGlite or a PostgreSQL server. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const HEALTH_STATUSES = ['ok', 'unavailable'] as const;

/** GET /api/health: 200 `ok` after a database round trip, 503 `unavailable` when it failed. */
export const healthSchema = z.strictObject({ status: z.enum(HEALTH_STATUSES), database: z.enum(DATABASE_KINDS) });
export type Health = z.infer<typeof healthSchema>;
