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

/** The values of `keys` that exist, as a lookup for the domain's readers, which fall back on the plan's defaults as the browser does. */
export async function variableLookup(db: Db | Tx, keys: readonly string[]): Promise<(key: string) => string | undefined> {
  const rows = await db.select({ key: variables.keyValue, value: variables.value }).from(variables).where(inArray(variables.keyValue, [...keys]));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return (key) => found.get(key);
}

/** Like readVariables, with the plan's default (PLAN_DEFAULTS) for a key an older database does not hold yet. */
export async function readVariablesOr<K extends string>(db: Db | Tx, defaults: Record<K, string | number>): Promise<Record<K, string>> {
  const keys = Object.keys(defaults) as K[];
  const rows = await db.select({ key: variables.keyValue, value: variables.value }).from(variables).where(inArray(variables.keyValue, keys));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? String(defaults[k])])) as Record<K, string>;
}
