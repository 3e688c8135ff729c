import type { Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedReference } from '../../apps/server/src/seed/reference';
import { seedNetwork, type SeedNetworkResult } from '../../apps/server/src/cli/seed-network';
import { openScratchPglite, openScratchPostgres, Unavailable } from './scratch-database';

/** The network the network and commissions benchmarks measure: `npm run seed:network` with this seed. */
export const NETWORK_SEED = 2026;
export const DEFAULT_NETWORK_MEMBERS = 1_000_000;
/** Seeding PGlite longer than this is not attempted: PGlite is then measured at the largest size that fits. */
export const PGLITE_SEED_BUDGET_MS = 15 * 60_000;

/** The PostgreSQL server the scratch databases are made on (an admin connection). */
export const postgresAdminUrl = () => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface Opened {
  label: string;
  database: Database;
  dispose(): Promise<void>;
}

/** A database the run could not open: the other one is still measured. */
export interface SkippedDatabase {
  database: string;
  status: 'skipped';
  reason: string;
  requestedMembers: number;
}

/** What seeding costs: the daily pass (team points) is only needed by the network benchmark. */
export interface SeedOptions {
  dailyPass: boolean;
}

async function openPostgres(adminUrl: string): Promise<Opened> {
  return { label: 'PostgreSQL', ...(await openScratchPostgres(adminUrl, `vo_bench_net_${process.pid}`, 4)) };
}

export async function openPglite(): Promise<Opened> {
  return { label: 'PGlite (embedded)', ...(await openScratchPglite('vo-bench-net-pglite-')) };
}

export function membersFromEnv(): number {
  const raw = process.env.BENCH_NETWORK_MEMBERS;
  const value = raw ? Number(raw) : DEFAULT_NETWORK_MEMBERS;
  if (!Number.isInteger(value) || value < 100) throw new Error(`BENCH_NETWORK_MEMBERS must be an integer ≥ 100 (got ${raw})`);
  return value;
}

/** Migrations, reference data and `members` seeded members on a scratch database. */
export async function seedOpened(opened: Opened, members: number, log: (line: string) => void, options: SeedOptions): Promise<SeedNetworkResult> {
  const { database, label } = opened;
  log(`${label}: migrating, reference data, seeding ${members.toLocaleString('en')} members (npm run seed:network)`);
  await runMigrations(database);
  await seedReference(database.db);
  let lastProgress = 0;
  return seedNetwork(database.db, {
    members,
    seed: NETWORK_SEED,
    snapshotDay: options.dailyPass ? undefined : null,
    log: (line) => {
      if (performance.now() - lastProgress > 30_000 || !line.startsWith('inserted ')) {
        lastProgress = performance.now();
        log(`${label}: ${line}`);
      }
    },
  });
}

/**
 * PGlite's size: BENCH_NETWORK_PGLITE_MEMBERS, else the requested size when its seed fits the
 * budget, judged from a probe seed of 50,000 members on a scratch PGlite (seeding is about linear
 * in the number of members).
 */
async function pgliteMembers(requested: number, log: (line: string) => void, options: SeedOptions): Promise<{ members: number; note?: string }> {
  const fixed = process.env.BENCH_NETWORK_PGLITE_MEMBERS;
  if (fixed) return { members: Number(fixed), note: `PGlite size set by BENCH_NETWORK_PGLITE_MEMBERS=${fixed}.` };
  const probeSize = Math.min(50_000, requested);
  if (requested <= probeSize) return { members: requested };
  const probe = await openPglite();
  try {
    log(`PGlite: probe seed of ${probeSize.toLocaleString('en')} members to size the PGlite run`);
    await runMigrations(probe.database);
    await seedReference(probe.database.db);
    const result = await seedNetwork(probe.database.db, { members: probeSize, seed: NETWORK_SEED, snapshotDay: options.dailyPass ? undefined : null });
    // The per-member cost grows with the size (indexes, the daily pass) but the probe also carries
    // fixed costs: measured on this machine, 1M members cost about 1.3× the 50k probe's per-member time.
    const perMember = (result.totalMs / probeSize) * 1.3;
    const fits = Math.floor(PGLITE_SEED_BUDGET_MS / perMember / 50_000) * 50_000;
    if (fits >= requested) return { members: requested };
    const members = Math.max(probeSize, fits);
    return {
      members,
      note: `PGlite seeded ${probeSize.toLocaleString('en')} members at ${(probeSize / (result.totalMs / 1000)).toFixed(0)} members/s in a probe; ` +
        `${requested.toLocaleString('en')} would take about ${((requested * perMember) / 60_000).toFixed(0)} min, over the ${PGLITE_SEED_BUDGET_MS / 60_000}-minute budget, ` +
        `so PGlite is measured at ${members.toLocaleString('en')} members, the largest multiple of 50,000 that fits.`,
    };
  } finally {
    await probe.dispose();
  }
}

/**
 * Runs `measure` on a scratch PostgreSQL database (BENCH_DATABASE_URL), then on a scratch PGlite,
 * each sized as BENCH_NETWORK_MEMBERS (PGlite within its seed budget) and disposed afterwards.
 * BENCH_NETWORK_DATABASES=postgres (or pglite) keeps one of them.
 */
export async function eachNetworkDatabase<T>(
  log: (line: string) => void,
  options: SeedOptions,
  measure: (opened: Opened, size: { members: number; note?: string }, requested: number) => Promise<T>,
): Promise<(T | SkippedDatabase)[]> {
  const requested = membersFromEnv();
  const outcomes: (T | SkippedDatabase)[] = [];
  const adminUrl = postgresAdminUrl();
  const targets: { label: string; members: () => Promise<{ members: number; note?: string }>; open: () => Promise<Opened> }[] = [
    { label: 'PostgreSQL', members: async () => ({ members: requested }), open: () => openPostgres(adminUrl) },
    { label: 'PGlite (embedded)', members: () => pgliteMembers(requested, log, options), open: openPglite },
  ];
  const only = process.env.BENCH_NETWORK_DATABASES?.split(',').map((s) => s.trim().toLowerCase());
  for (const target of targets) {
    if (only && !only.some((o) => target.label.toLowerCase().startsWith(o))) continue;
    let opened: Opened;
    let size: { members: number; note?: string };
    try {
      size = await target.members();
      opened = await target.open();
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      log(`${target.label}: skipped (${error.message})`);
      outcomes.push({ database: target.label, status: 'skipped', reason: error.message, requestedMembers: requested });
      continue;
    }
    try {
      outcomes.push(await measure(opened, size, requested));
    } finally {
      await opened.dispose();
    }
  }
  return outcomes;
}
