import { highestClub, MASTER_LEVEL, clubProgress, type ClubMeasures } from '@vo/domain';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubQualifications, clubs } from '../db/schema';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { addMember, replaceClubs, type NetworkMember } from '../test/clubs';
import { refreshLegTotals } from '../network/leg-totals';
import { clubInfo } from './club-info';
import { runClubPass } from './club-pass';

const ctx = useTestApp();

interface Node { id: number; sponsor: number | null; parent: number | null; left: boolean; active: boolean; level: number | null; earns: boolean; travel: boolean }

async function loadAll(): Promise<Node[]> {
  return rowsOf<Node>(await ctx.database.db.execute(sql`
    select u.id, u.sponsor_id as sponsor, u.binary_parent_id as parent, u.position = 'left' as left, u.is_active as active,
           m.level, coalesce(m.earns_commissions, false) as earns, coalesce(m.travel_features, false) as travel
    from users u left join memberships m on m.id = u.membership_id`));
}

/** The rules read naively, member by member, walking the trees recursively. */
function naiveMeasures(nodes: Node[], isTravel: boolean): Map<number, ClubMeasures> {
  const counted = (n: Node) => n.active && (!isTravel || n.travel);
  const sponsored = new Map<number, Node[]>();
  const placed = new Map<number, Node[]>();
  for (const n of nodes) {
    if (n.sponsor !== null) sponsored.set(n.sponsor, [...(sponsored.get(n.sponsor) ?? []), n]);
    if (n.parent !== null) placed.set(n.parent, [...(placed.get(n.parent) ?? []), n]);
  }
  const subtree = (n: Node, children: Map<number, Node[]>): number =>
    (counted(n) ? 1 : 0) + (children.get(n.id) ?? []).reduce((s, c) => s + subtree(c, children), 0);
  const result = new Map<number, ClubMeasures>();
  for (const n of nodes) {
    const directs = sponsored.get(n.id) ?? [];
    const legs = placed.get(n.id) ?? [];
    const leg = (left: boolean) => legs.filter((c) => c.left === left).reduce((s, c) => s + subtree(c, placed), 0);
    result.set(n.id, {
      candidate: n.active && (isTravel ? n.level === MASTER_LEVEL : n.earns),
      directs: directs.filter(counted).length,
      lines: directs.map((d) => subtree(d, sponsored)).filter((x) => x > 0),
      minorTeam: Math.min(leg(true), leg(false)),
    });
  }
  return result;
}

const clubArb = (isTravel: boolean) => fc.record({
  isTravel: fc.constant(isTravel),
  directMin: fc.integer({ min: 0, max: 3 }),
  salesMin: fc.integer({ min: 0, max: 6 }),
  maxPerDirect: fc.integer({ min: 1, max: 4 }),
  salesMinTeam: fc.integer({ min: 0, max: 2 }),
});

const memberArb = fc.record({
  sponsor: fc.nat(),
  level: fc.constantFrom(1, 2, 3, 4, 5, 6, 9),
  position: fc.constantFrom('left' as const, 'right' as const),
  active: fc.boolean(),
});

describe('the monthly club pass', () => {
  it('equals a naive per-member computation and the on-demand progress on random networks', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(clubArb(false), { minLength: 1, maxLength: 3 }),
        fc.array(clubArb(true), { minLength: 1, maxLength: 2 }),
        fc.array(memberArb, { minLength: 2, maxLength: 7 }),
        async (general, travel, shape) => {
          run += 1;
          await replaceClubs(ctx, [...general, ...travel]);
          const network: NetworkMember[] = [await addMember(ctx, undefined, MASTER_LEVEL, 'right')];
          for (const m of shape) network.push(await addMember(ctx, network[m.sponsor % network.length], m.level, m.position, m.active));
          const period = `2030-${String(run).padStart(2, '0')}`;
          await runClubPass(ctx.database.db, period);
          // The on-demand read takes the minor team from the daily pass's stored leg totals; the monthly pass counts its own.
          await refreshLegTotals(ctx.database.db, '2030-01-01');

          const nodes = await loadAll();
          const kindClubs = await ctx.database.db.select().from(clubs);
          const rows = await ctx.database.db.select().from(clubQualifications).where(eq(clubQualifications.period, period));
          for (const isTravel of [false, true]) {
            const ofKind = kindClubs.filter((c) => c.isTravel === isTravel);
            const measures = naiveMeasures(nodes, isTravel);
            // A row for each member who qualified, measured against their club; none for the others.
            const expected = [...measures].filter(([, m]) => m.candidate).flatMap(([id, m]) => {
              const club = highestClub(ofKind, m);
              if (!club) return [];
              const [directs, network, minorTeam] = clubProgress(club, m).map((r) => r.value);
              return [[id, club.id, directs, network, minorTeam]];
            });
            const actual = rows.filter((r) => r.isTravel === isTravel).map((r) => [r.userId, r.clubId, r.directs, r.network, r.minorTeam]);
            expect(actual.sort()).toEqual(expected.sort());
            // The on-demand read of each member of this network measures the same.
            for (const member of network) {
              const info = await clubInfo(ctx.database.db, member.id, isTravel);
              const m = measures.get(member.id)!;
              expect(info.clubs.map((c) => c.requirements.map((r) => r.value)))
                .toEqual(info.clubs.map((c) => clubProgress(ofKind.find((k) => k.id === c.club.id)!, m).map((r) => r.value)));
              expect(info.reachedClub).toBe(highestClub(ofKind, m)?.id ?? null);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
