import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { registerMember } from '../test/factories';
import { levelCountsOffByContainment } from '../test/level-counts';
import { unilevelPage } from './unilevel.service';

const ctx = useTestApp();

/** The level as the containment query finds it (the GIN index, no range): the reference the range query must equal. */
async function naiveLevel(target: { id: number; sponsorPath: number[] }, level: number) {
  const rows = rowsOf<{ id: number }>(await ctx.database.db.execute(sql`
    select id from users where sponsor_path @> array[${target.id}]::int[] and sponsor_depth = ${target.sponsorPath.length + level}
    order by sponsor_path, id`));
  return rows.map((r) => r.id);
}

async function pagedLevel(target: { id: number; sponsorPath: number[] }, level: number, limit: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const { rows, total } = await unilevelPage(ctx.database.db, target, level, { offset, limit });
    totals.add(total);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < limit) return { ids, totals: [...totals] };
  }
}

describe('unilevel level pages (decisions 116 and 119)', () => {
  it('the path-prefix range returns exactly the members of each level, in the order of the naive query, page by page, with the kept totals', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Each new member's sponsor is one of the last four: deep lines and siblings with neighbouring ids, where a
        // range one id too wide would take in the next sibling's line.
        fc.array(fc.record({ back: fc.nat({ max: 3 }), leg: fc.constantFrom('left', 'right', undefined) }), { minLength: 3, maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        async (plan, limit) => {
          const created = [await registerMember(ctx)];
          for (const step of plan) {
            const sponsor = created[Math.max(0, created.length - 1 - step.back)]!;
            created.push(await registerMember(ctx, { sponsor: sponsor.username, position: step.leg as 'left' | 'right' | undefined }));
          }
          const targets = await ctx.database.db.select({ id: users.id, sponsorPath: users.sponsorPath }).from(users)
            .where(sql`${users.id} in ${created.map((c) => c.id)}`);
          for (const target of targets) {
            for (let level = 1; level <= plan.length + 1; level += 1) {
              const expected = await naiveLevel(target, level);
              const { ids, totals } = await pagedLevel(target, level, limit);
              expect(ids).toEqual(expected);
              expect(totals).toEqual([expected.length]);
              if (!expected.length) break;
            }
          }
          expect(await levelCountsOffByContainment(ctx.database.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
