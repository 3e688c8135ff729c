import { z } from 'zod';

/**
 * The largest PostgreSQL `integer`. Every id column is one (apps/server/src/db/schema: no bigint id),
 * so a bigger id is refused here instead of failing in the query; list filters use the same bound.
 */
export const MAX_ID = 2_147_483_647;

/** Plain decimal digits only: `Number()` would also read `0x10`, ` 4`, `1e3` and `4.0` as ids. */
export const ID_PATTERN = /^[1-9][0-9]*$/;

/** A database id in a path or a query string: 400 `validation.invalid` unless it is 1 to MAX_ID. */
export const idParam = z
  .string()
  .regex(ID_PATTERN, 'validation.invalid')
  .refine((raw) => Number(raw) <= MAX_ID, 'validation.invalid')
  .transform(Number);

/** The `:id` of a route path. */
export const idParams = z.object({ id: idParam });
