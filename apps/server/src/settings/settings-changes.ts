import type { SettingsEntity } from '@vo/domain';
import type { Tx } from '../db/client';
import { settingsChanges } from '../db/schema';
import { recordAudit } from '../audit/record-audit';

export interface SettingChange {
  field: string;
  oldValue: string;
  newValue: string;
}

/** A value as the audit keeps it: a list as JSON ("[0,19.9]") so the console can read its items back. */
const asText = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : String(value));

/** The fields whose value differs between two snapshots, written as text the console shows as is. */
export function changedFields<T extends object>(before: T, after: T): SettingChange[] {
  return (Object.keys(after) as (keyof T & string)[])
    .map((field) => ({ field, oldValue: asText(before[field]), newValue: asText(after[field]) }))
    .filter((change) => change.oldValue !== change.newValue);
}

/** Writes the audit rows of one admin change, in the transaction that makes it. */
export async function recordSettingChanges(tx: Tx, adminId: number, entity: SettingsEntity, entityId: number, changes: SettingChange[], ip: string) {
  if (!changes.length) return;
  await tx.insert(settingsChanges).values(changes.map((change) => ({ adminId, entity, entityId, ...change })));
  // The audit log's copy (issue 19); the change history of the settings screens stays their own table.
  for (const change of changes) await recordAudit(tx, { kind: 'setting_change', actorId: adminId, ip, details: { entity, entityId, ...change } });
}
