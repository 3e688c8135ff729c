import { z } from 'zod';

/** The two databases the server runs on: embedded PGlite or a PostgreSQL server. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * GET /api/health (liveness: the process answers, the database is not asked) and GET /api/health/ready
 * (readiness: after a database round trip; a 503 hydra:Error `DATABASE_UNAVAILABLE` when it failed).
 */
export const healthSchema = z.strictObject({ status: z.literal('ok'), database: z.enum(DATABASE_KINDS) });
export type Health = z.infer<typeof healthSchema>;
