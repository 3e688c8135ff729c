import { registrationSchema, type Leg } from '@vo/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { countries, memberships, userLegTotals, users } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { isInBinaryDownline, outermostSlot } from '../network/placement';
import { legTotalsJoinOn, legTotalsSelection } from '../network/user-leg-totals';
import { levelCountsOffByContainment } from '../test/level-counts';
import { freshDatabase } from '../test/test-database';
import { registrationService } from '../users/registration.service';
import { random, SEEDED_PASSWORD, seedNetwork, type SeedNetworkResult } from './seed-network';
import { rowsOf as rows } from '../db/rows';

const MEMBERS = 2000;

let database: Database;
let seeded: SeedNetworkResult;
/** binary parent of every placed member, read back from the database (not from the model). */
const parentOf = new Map<number, number | null>();

beforeAll(async () => {
  database = await freshDatabase();
  seeded = await seedNetwork(database.db, { members: MEMBERS, seed: 42, snapshotDay: '2026-01-01' });
  for (const r of rows<{ id: number; parent: number | null }>(await database.db.execute(sql`
    select id, binary_parent_id as parent from users where binary_jump_id is not null`))) {
    parentOf.set(Number(r.id), r.parent === null ? null : Number(r.parent));
  }
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** Naive check: walk up the parents one level at a time. */
function naiveIsBelow(ancestor: number, id: number): boolean {
  for (let node: number | null | undefined = id; node; node = parentOf.get(node)) if (node === ancestor) return true;
  return false;
}

describe('seed:network', () => {
  it('writes every member once, with a profile, in slots that are all distinct and reachable from the root', async () => {
    expect(seeded.members).toBe(MEMBERS);
    expect(parentOf.size).toBe(MEMBERS + 1);
    const [counts] = rows<{ taken: string; slots: string; profiles: string; chains: string; acceptances: string }>(await database.db.execute(sql`
      select count(*) filter (where binary_parent_id is not null) as taken,
        count(distinct (binary_parent_id, position)) filter (where binary_parent_id is not null) as slots,
        (select count(*) from profiles) as profiles, (select count(*) from binary_chains) as chains,
        (select count(*) from document_acceptances where version = 1) as acceptances
      from users`));
    expect(Number(counts!.taken)).toBe(MEMBERS);
    expect(Number(counts!.slots)).toBe(MEMBERS);
    expect(Number(counts!.profiles)).toBe(MEMBERS);
    // Terms, privacy and contract, as a sign-up accepts them.
    expect(Number(counts!.acceptances)).toBe(MEMBERS * 3);
    expect(Number(counts!.chains)).toBe(MEMBERS + 2); // the root heads two chains, every member one

    const [reach] = rows<{ reachable: string }>(await database.db.execute(sql`
      with recursive down(id) as (select ${seeded.rootId}::int union all select u.id from users u join down on u.binary_parent_id = down.id)
      select count(*) as reachable from down`));
    expect(Number(reach!.reachable)).toBe(MEMBERS + 1);
  });

  it('stores what the in-memory model placed, and every chain bottom has a free slot on its side', async () => {
    const stored = rows<{ id: number; parent: number; position: Leg; depth: number; head: number; jump: number }>(await database.db.execute(sql`
      select id, binary_parent_id as parent, position, binary_depth as depth, binary_chain_head_id as head, binary_jump_id as jump
      from users where id >= ${seeded.firstId} order by id`));
    const m = seeded.model;
    const mismatches = stored.filter((r) => r.parent !== m.parent[r.id] || (r.position === 'left' ? 1 : 2) !== m.position[r.id]
      || r.depth !== m.depth[r.id] || r.head !== m.chainHead[r.id] || r.jump !== m.jump[r.id]);
    expect(mismatches).toEqual([]);
    // Depth is the parent's plus one, by the stored rows.
    const depthOf = new Map(stored.map((r) => [r.id, r.depth]));
    expect(stored.filter((r) => r.depth !== (depthOf.get(r.parent) ?? 0) + 1)).toEqual([]);

    const [bad] = rows<{ n: string }>(await database.db.execute(sql`
      select count(*) as n from binary_chains c
      where exists (select 1 from users u where u.binary_parent_id = c.bottom_id and u.position = c.side)`));
    expect(Number(bad!.n)).toBe(0);
  });

  it('keeps sponsor paths, direct counters and personal points as registrations and payments would', async () => {
    const [bad] = rows<{ paths: string; directs: string; points: string }>(await database.db.execute(sql`
      select
        (select count(*) from users u join users s on s.id = u.sponsor_id
          where u.sponsor_path <> s.sponsor_path || s.id or u.sponsor_depth <> s.sponsor_depth + 1) as paths,
        (select count(*) from users s where
          s.left_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'left')
          or s.right_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'right')
          or s.left_active_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'left' and d.is_active)
          or s.right_active_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'right' and d.is_active)
          or s.left_direct_points <> (select coalesce(sum(d.personal_points), 0) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'left')
          or s.right_direct_points <> (select coalesce(sum(d.personal_points), 0) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'right')
        ) as directs,
        (select count(*) from users u where u.personal_points <> (select coalesce(sum(v.points), 0) from network_volumes v where v.user_id = u.id)) as points`));
    expect([bad!.paths, bad!.directs, bad!.points].map(Number)).toEqual([0, 0, 0]);

    const [shares] = rows<{ active: number; top: number; root_members: number }>(await database.db.execute(sql`
      select avg(is_active::int)::float8 as active,
        (count(*) filter (where sponsor_id = any(${`{${seeded.topSponsors.join(',')}}`}::int[])))::float8 / count(*) as top,
        (select left_members + right_members from user_leg_totals where user_id = ${seeded.rootId}) as root_members
      from users where id >= ${seeded.firstId}`));
    expect(shares!.active).toBeGreaterThan(0.8);
    expect(shares!.active).toBeLessThan(0.9);
    // 5 % by design, plus what they get as early members from the other picks (much less at 1M members).
    expect(shares!.top).toBeGreaterThan(0.05);
    expect(shares!.top).toBeLessThan(0.15);
    expect(Number(shares!.root_members)).toBe(MEMBERS); // the daily pass ran

    const [member] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, seeded.lastId));
    expect(await verifyPassword(member!.hash, SEEDED_PASSWORD)).toBe(true);
  });

  it('the server finds the same outermost slot as the model, for random members and both legs', async () => {
    const rand = random(7);
    const starts = [seeded.rootId, ...seeded.topSponsors, ...Array.from({ length: 40 }, () => seeded.firstId + Math.floor(rand() * MEMBERS))];
    for (const start of starts) {
      for (const side of ['left', 'right'] as const) {
        const expected = seeded.model.outermostSlot(start, side);
        const slot = await database.db.transaction(async (tx) => {
          const [node] = await tx.select({
            id: users.id, position: users.position, binaryChainHeadId: users.binaryChainHeadId,
            binaryDepth: users.binaryDepth, binaryJumpId: users.binaryJumpId,
          }).from(users).where(eq(users.id, start));
          return outermostSlot(tx, node!, side);
        });
        expect(slot, `${start} ${side}`).toEqual(expected);
      }
    }
  });

  it('one more registration through the real service lands where the model says', async () => {
    const db = database.db;
    const service = registrationService(db, createMailer(db, { from: 'test@virtual-office.local', logError: () => {} }));
    const [spain] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
    const [pre] = await db.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.level, 1), eq(memberships.type, 'product')));
    // The deepest member's sponsor and a top sponsor, explicit leg and default leg.
    const deepest = seeded.model.depth.indexOf(Math.max(...seeded.model.depth));
    const [deepRow] = await db.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.id, deepest));
    const cases: { sponsorId: number; position?: Leg }[] = [
      { sponsorId: deepRow!.sponsorId!, position: 'left' },
      { sponsorId: deepRow!.sponsorId!, position: 'right' },
      { sponsorId: seeded.topSponsors[0]!, position: 'right' },
      { sponsorId: seeded.topSponsors[1]! },
    ];
    for (const [k, c] of cases.entries()) {
      const [sponsor] = await db.select({ ...getTableColumns(users), ...legTotalsSelection }).from(users).leftJoin(userLegTotals, legTotalsJoinOn)
        .where(eq(users.id, c.sponsorId));
      const side: Leg = c.position ?? (sponsor!.defaultLeg === 'balanced'
        ? (sponsor!.leftTeamPoints <= sponsor!.rightTeamPoints ? 'left' : 'right')
        : sponsor!.defaultLeg);
      const expected = seeded.model.outermostSlot(sponsor!.id, side);
      const input = registrationSchema.parse({
        sponsor: sponsor!.username, username: `extra${k}`, firstName: 'Extra', lastName: 'Member',
        email: `extra${k}@example.test`, emailRepeat: `extra${k}@example.test`, password: SEEDED_PASSWORD, passwordRepeat: SEEDED_PASSWORD,
        dni: `EXTRA${k}000`, birthDate: '1990-01-15', mobile: '+34 600 123 456', address1: 'Calle Falsa 123', city: 'Madrid',
        postalCode: '28001', countryId: spain!.id, membershipId: pre!.id, acceptTerms: true, position: c.position,
      });
      const { user } = await service.register(input);
      expect({ parentId: user.binaryParentId, position: user.position, depth: user.binaryDepth, chainHeadId: user.binaryChainHeadId, jumpId: user.binaryJumpId })
        .toEqual(expected);
      expect(user.id).toBe(seeded.lastId + 1 + k); // the identity continues after the seeded ids
      seeded.model.place(user.id, expected); // the model follows, so the next case sees this one
      parentOf.set(user.id, expected.parentId);
    }
  });

  it('counts every member once at each ancestor\'s sponsorship level, seeded or registered after (decision 119)', async () => {
    expect(await levelCountsOffByContainment(database.db)).toEqual([]);
  });

  it('isInBinaryDownline agrees with a naive walk up the parents, for pairs on a path and random pairs', async () => {
    const rand = random(11);
    const ids = [...parentOf.keys()];
    const pairs: [number, number][] = [];
    for (let k = 0; k < 60; k += 1) {
      const id = ids[Math.floor(rand() * ids.length)]!;
      const path: number[] = [];
      for (let node: number | null | undefined = id; node; node = parentOf.get(node)) path.push(node);
      pairs.push([path[Math.floor(rand() * path.length)]!, id]); // an ancestor (or the member itself)
      pairs.push([ids[Math.floor(rand() * ids.length)]!, id]); // almost always not one
    }
    let below = 0;
    for (const [ancestor, id] of pairs) {
      const [a] = await database.db.select({ id: users.id, binaryDepth: users.binaryDepth }).from(users).where(eq(users.id, ancestor));
      const expected = naiveIsBelow(ancestor, id);
      expect(await isInBinaryDownline(database.db, a!, id), `${ancestor} above ${id}`).toBe(expected);
      expect(seeded.model.isInDownline(ancestor, id)).toBe(expected);
      if (expected) below += 1;
    }
    expect(below).toBeGreaterThanOrEqual(60);
    expect(below).toBeLessThan(pairs.length);
  });

  it('a second seed extends the network as it is now (registrations included), with the same rules', async () => {
    const again = await seedNetwork(database.db, { members: 500, seed: 43, snapshotDay: '2026-01-02' });
    const [maxBefore] = rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where id < ${again.firstId}`));
    expect(again.firstId).toBe(seeded.lastId + 5); // after the four registrations above
    expect(Number(maxBefore!.n)).toBe(MEMBERS + 5);
    const [check] = rows<{ slots_ok: boolean; bottoms_bad: number; directs_bad: number; paths_bad: number; chains: number }>(await database.db.execute(sql`
      select
        (select count(*) = count(distinct (binary_parent_id, position)) from users where binary_parent_id is not null) as slots_ok,
        (select count(*)::int from binary_chains c where exists (select 1 from users u where u.binary_parent_id = c.bottom_id and u.position = c.side)) as bottoms_bad,
        (select count(*)::int from users s where s.left_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'left')
          or s.right_active_directs <> (select count(*) from users d where d.sponsor_id = s.id and d.sponsor_leg = 'right' and d.is_active)) as directs_bad,
        (select count(*)::int from users u join users s on s.id = u.sponsor_id where u.sponsor_path <> s.sponsor_path || s.id) as paths_bad,
        (select count(*)::int from binary_chains) as chains`));
    expect(check).toEqual({ slots_ok: true, bottoms_bad: 0, directs_bad: 0, paths_bad: 0, chains: MEMBERS + 4 + 500 + 2 });
    for (const start of [seeded.rootId, again.firstId, again.lastId, seeded.lastId + 1]) {
      for (const side of ['left', 'right'] as const) {
        const slot = await database.db.transaction(async (tx) => {
          const [node] = await tx.select({
            id: users.id, position: users.position, binaryChainHeadId: users.binaryChainHeadId,
            binaryDepth: users.binaryDepth, binaryJumpId: users.binaryJumpId,
          }).from(users).where(eq(users.id, start));
          return outermostSlot(tx, node!, side);
        });
        expect(slot).toEqual(again.model.outermostSlot(start, side));
      }
    }
  });
});
