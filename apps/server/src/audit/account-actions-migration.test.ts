import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { auditEvents } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, registerMember } from '../test/factories';

const ctx = useTestApp();
const migration = (name: string) => readFile(new URL(`../../drizzle/${name}.sql`, import.meta.url), 'utf8');
const statements = (text: string) => text.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);

describe('migration 0040: member_account_actions moves into audit_events (decision 113)', () => {
  it('copies the rows only the old table held, does not copy twice those both held, and drops the table', async () => {
    const db = ctx.database.db;
    const admin = await createAdmin(ctx);
    const adminId = (await findUser(ctx, admin.username)).id;
    const member = await registerMember(ctx);
    // The old table as migration 0035 made it, with a history: two rows from before audit_events, one written to both.
    await db.execute(sql.raw(statements(await migration('0035_member_account_actions'))[0]!));
    const at = (iso: string) => new Date(iso);
    await db.execute(sql`insert into member_account_actions (user_id, admin_id, action, reason, created_at) values
      (${member.id}, ${adminId}, 'block', 'Shared account', ${at('2026-01-01T10:00:00Z')}),
      (${member.id}, ${adminId}, 'unblock', 'Owner confirmed', ${at('2026-01-02T10:00:00Z')}),
      (${member.id}, ${adminId}, 'end_sessions', 'Lost phone', ${at('2026-02-01T10:00:00Z')})`);
    await db.insert(auditEvents).values({ kind: 'sessions_ended', actorId: adminId, memberId: member.id, details: { reason: 'Lost phone' }, createdAt: at('2026-02-01T10:00:00Z') });

    for (const statement of statements(await migration('0040_one_audit_source'))) await db.execute(sql.raw(statement));

    const detail = (await ctx.app.server.inject({ method: 'GET', url: `/api/admin/members/${member.id}`, headers: { authorization: `Bearer ${admin.token}` } })).json();
    expect(detail.accountActions).toMatchObject([
      { action: 'end_sessions', reason: 'Lost phone', admin: { id: adminId }, createdAt: '2026-02-01T10:00:00.000Z' },
      { action: 'unblock', reason: 'Owner confirmed', createdAt: '2026-01-02T10:00:00.000Z' },
      { action: 'block', reason: 'Shared account', createdAt: '2026-01-01T10:00:00.000Z' },
    ]);
    expect(rowsOf(await db.execute(sql`select to_regclass('member_account_actions') as t`))).toEqual([{ t: null }]);
  });
});
