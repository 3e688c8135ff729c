import type { AuditKind } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditRecord {
  kind: AuditKind;
  /** Who did it; null when nobody was signed in (a failed sign-in). */
  actorId: number | null;
  /** The member it was done to or for, when there is one. */
  memberId?: number | null;
  /** Where the request came from (`request.ip`, behind TRUST_PROXY the client's). */
  ip?: string | null;
  /** The event's facts: amounts in cents, old and new values, a reason. Never a secret or a password. */
  details?: Record<string, unknown>;
}

/** Writes one audit event; pass the transaction of the change it records, so both are kept or neither. */
export async function recordAudit(db: Db | Tx, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({
    kind: record.kind, actorId: record.actorId, memberId: record.memberId ?? null, ip: record.ip ?? null, details: record.details ?? {},
  });
}
