import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { countries, states } from '../db/schema';
import { AppError } from '../lib/errors';

/** The country exists (GET /api/countries) and the state, when given, is one of that country's (GET /api/states?country=). */
export async function assertAddress(db: Db | Tx, countryId: number, stateId: number | null | undefined): Promise<void> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw AppError.validation('countryId', 'validation.invalid', { name: 'countryId' });
  if (stateId === undefined || stateId === null) return;
  const [state] = await db.select({ id: states.id }).from(states)
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
  if (!state) throw AppError.validation('stateId', 'validation.invalid', { name: 'stateId' });
}
