import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';
import { recordVolume, waitForVolumeWriters } from './volumes';
import { rowsOf } from '../db/rows';

const ctx = useTestApp();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await pause(10);
}

// PGlite runs one transaction at a time, so a writer and the barrier can only meet on a server.
describe.runIf(Boolean(process.env.DATABASE_URL))('the volume barrier of the binary cycle (decision 47)', () => {
  it('waits until a transaction that recorded volume has committed', async () => {
    const member = await registerMember(ctx);
    const events: string[] = [];
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const writer = ctx.database.db.transaction(async (tx) => {
      await recordVolume(tx, member.id, 100, 'barrier test');
      events.push('recorded');
      await held;
      events.push('writer commits');
    });
    await until(async () => events.includes('recorded'));
    const barrier = waitForVolumeWriters(ctx.database.db).then(() => events.push('barrier passed'));
    // The barrier is queued behind the writer's shared lock before the writer is let go.
    await until(async () => {
      const waiting = await ctx.database.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`);
      return rowsOf<{ n: number }>(waiting)[0]!.n > 0;
    });
    commit();
    await Promise.all([writer, barrier]);
    expect(events).toEqual(['recorded', 'writer commits', 'barrier passed']);
  });
});
