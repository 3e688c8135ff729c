import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';
import { levelCountsOffByContainment } from '../test/level-counts';

const ctx = useTestApp();

async function countsBelow(id: number) {
  return rowsOf<{ level: number; members: number }>(await ctx.database.db.execute(sql`
    select level, members from sponsor_level_counts where sponsor_id = ${id} order by level`));
}

describe('sponsor level counts (decision 119)', () => {
  it('parallel sign-ups under one sponsor chain all succeed and are each counted once at every ancestor', async () => {
    const top = await registerMember(ctx);
    const middle = await registerMember(ctx, { sponsor: top.username });
    const bottom = await registerMember(ctx, { sponsor: middle.username });
    const sponsors = [top, middle, bottom, top, middle, bottom, bottom, middle];
    await Promise.all(sponsors.map((s) => registerMember(ctx, { sponsor: s.username })));
    expect(await countsBelow(top.id)).toEqual([{ level: 1, members: 3 }, { level: 2, members: 4 }, { level: 3, members: 3 }]);
    expect(await countsBelow(middle.id)).toEqual([{ level: 1, members: 4 }, { level: 2, members: 3 }]);
    expect(await levelCountsOffByContainment(ctx.database.db)).toEqual([]);
    expect(await countsBelow(bottom.id)).toEqual([{ level: 1, members: 3 }]);
  });

  it('migration 0045 fills the counts from the sponsor paths of the members already there', async () => {
    const top = await registerMember(ctx);
    const middle = await registerMember(ctx, { sponsor: top.username });
    await registerMember(ctx, { sponsor: middle.username });
    await registerMember(ctx, { sponsor: top.username });
    const kept = rowsOf(await ctx.database.db.execute(sql`select * from sponsor_level_counts order by sponsor_id, level`));
    const text = await readFile(new URL('../../drizzle/0045_sponsor_level_counts.sql', import.meta.url), 'utf8');
    const backfill = text.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.includes('INSERT INTO'))!;
    await ctx.database.db.execute(sql`delete from sponsor_level_counts`);
    await ctx.database.db.execute(sql.raw(backfill));
    expect(rowsOf(await ctx.database.db.execute(sql`select * from sponsor_level_counts order by sponsor_id, level`))).toEqual(kept);
    expect(await countsBelow(top.id)).toEqual([{ level: 1, members: 2 }, { level: 2, members: 1 }]);
  });
});
