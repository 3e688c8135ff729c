import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, variables } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { pruneAuditEvents } from './audit-retention.job';

const ctx = useTestApp();
const DAY_MS = 86_400_000;

describe('audit retention (job audit-daily-retention)', () => {
  it('deletes sign-ins and failed ones older than auditRetentionDays (365); keeps younger ones and every other kind', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const db = ctx.database.db;
    await db.delete(auditEvents);
    await db.insert(auditEvents).values([
      { kind: 'login', createdAt: ago(366) },
      { kind: 'login_failed', createdAt: ago(400), details: { username: 'ghost' } },
      { kind: 'login', createdAt: ago(364) },
      { kind: 'refund', createdAt: ago(3000), details: { paymentId: 1 } },
      { kind: 'role_change', createdAt: ago(3000) },
      { kind: 'impersonation', createdAt: ago(800) },
    ]);
    expect(await pruneAuditEvents(db, now)).toBe(2);
    const kept = async () => (await db.select({ kind: auditEvents.kind }).from(auditEvents).orderBy(auditEvents.id)).map((e) => e.kind);
    expect(await kept()).toEqual(['login', 'refund', 'role_change', 'impersonation']);

    // The variable shortens it; a second run the same day finds nothing more.
    await db.update(variables).set({ value: '30' }).where(eq(variables.keyValue, 'auditRetentionDays'));
    expect(await pruneAuditEvents(db, now)).toBe(1);
    expect(await pruneAuditEvents(db, now)).toBe(0);
    expect(await kept()).toEqual(['refund', 'role_change', 'impersonation']);
  });
});
