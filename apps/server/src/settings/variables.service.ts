import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { variables } from '../db/schema';

/** Reads business constants (spec section 9) from `variables`: data an admin can change, never code. */
export async function readVariables<K extends string>(db: Db | Tx, keys: readonly K[]): Promise<Record<K, string>> {
  const rows = await db.select({ key: variables.keyValue, value: variables.value }).from(variables).where(inArray(variables.keyValue, [...keys]));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  const missing = keys.filter((k) => !found.has(k));
  if (missing.length) throw new Error(`missing variables: ${missing.join(', ')}`);
  return Object.fromEntries(keys.map((k) => [k, found.get(k)!])) as Record<K, string>;
}
