import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE_ROUTE, benchApi, LOAD, ME_GOAL, ME_ROUTE, type DatabaseOutcome, type LoadRow } from './api-load';
import { benchBookings, bookingsReport } from './bookings-load';
import { benchClubs, clubsReport, type ClubsOutcome } from './clubs-scale';
import { BUNDLE_GOAL_BYTES, measureLoginBundle, type BundleOutcome } from './bundle-size';
import { benchCommissions, commissionsReport, measureCommissions, type CommissionsOutcome } from './commissions-scale';
import { benchLighthouse, lighthouseReport } from './lighthouse';
import { benchNetwork, networkReport, type NetworkOutcome } from './network-scale';
import { benchScale, scaleReport } from './scale-pair';
import { DEFAULT_NETWORK_MEMBERS } from './seeded-network';
import { fixed, markdownTable } from './table';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const resultsFile = join(here, '../results/latest.md');
const readmeFile = join(here, '../README.md');

// BENCH_ONLY=network (or api, bundle, commissions, clubs, bookings, lighthouse, scale, or a comma list) runs only those parts; by default all
// of them but scale, which seeds 6 million members (issue 20 item 7) and runs only when named.
const PARTS = ['api', 'bundle', 'network', 'commissions', 'clubs', 'bookings', 'lighthouse', 'scale'] as const;
type Part = (typeof PARTS)[number];
const only = process.env.BENCH_ONLY?.split(',').map((p) => p.trim()).filter(Boolean);
const unknownParts = only?.filter((p) => !(PARTS as readonly string[]).includes(p)) ?? [];
if (unknownParts.length) {
  console.error(`BENCH_ONLY: unknown part(s) ${unknownParts.join(', ')}; use ${PARTS.join(', ')} (comma-separated)`);
  process.exit(1);
}
const runs = (part: Part) => (only ? only.includes(part) : part !== 'scale');

// Everything is bounded (fixed load durations, bounded samples, a PGlite seed budget), but a hung
// database must not hang the run forever: 15 minutes for the API and bundle, 60 more for the network,
// 90 more for the commissions (on the network's databases when both run, else on their own seeds), 60 for the clubs
// (their own seeds), 10 for the bookings, 10 for Lighthouse and 150 for the scale run.
const HARD_LIMIT_MS = (15 + (runs('network') ? 60 : 0) + (runs('commissions') ? 90 : 0) + (runs('clubs') ? 60 : 0) + (runs('bookings') ? 10 : 0)
  + (runs('lighthouse') ? 10 : 0) + (runs('scale') ? 150 : 0)) * 60_000;
setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes, giving up`);
  process.exit(2);
}, HARD_LIMIT_MS).unref();

const log = (line: string) => console.log(`· ${line}`);
const kB = (bytes: number) => fixed(bytes / 1000, 1);
const percent = (ratio: number) => `${fixed(ratio * 100, 0)} %`;

function apiSection(outcomes: DatabaseOutcome[]): string {
  const rows: string[][] = [];
  const skipped: string[] = [];
  const failures: string[] = [];
  const cells = (r: LoadRow) => [r.database, r.route, fixed(r.requestsPerSecond, 0), fixed(r.p50, 1), fixed(r.p99, 1)];
  for (const o of outcomes) {
    if (o.status === 'skipped') {
      skipped.push(`${o.database} was skipped: ${o.reason}`);
      continue;
    }
    const ratio = o.me.requestsPerSecond / o.bare.requestsPerSecond;
    const clean = o.me.failures === 0 && o.bare.failures === 0;
    rows.push([...cells(o.bare), 'baseline', '', '']);
    const spread = `${percent(Math.min(...o.roundRatios))}–${percent(Math.max(...o.roundRatios))}`;
    rows.push([...cells(o.me), percent(ratio), spread, clean && ratio >= ME_GOAL ? 'PASS' : 'MISS']);
    for (const r of [o.bare, o.me]) if (r.failures > 0) failures.push(`${r.database} ${r.route}: ${r.failures} requests failed or were not 2xx`);
  }
  const table = markdownTable(
    ['database', 'route', 'requests/s', 'p50 ms', 'p99 ms', `${ME_ROUTE} / bare (goal ≥ ${ME_GOAL * 100} %)`, 'round by round', 'result'],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
  return [
    '## API: `GET /api/me` against a bare primary-key route',
    '',
    `autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, then ${LOAD.rounds} rounds of ` +
      `${LOAD.roundSeconds} s per route taking turns (ABBA): requests/s over all rounds, the median round's p50, the worst round's p99; ` +
      `127.0.0.1, load generator in a worker thread. \`${BARE_ROUTE}\` is registered only by the benchmark: one primary-key ` +
      'SELECT of a users row on the same Drizzle db.',
    '',
    rows.length > 0 ? table : '_No database was measured._',
    ...(skipped.length + failures.length > 0 ? ['', ...skipped.map((s) => `- ${s}`), ...failures.map((f) => `- ${f}`)] : []),
  ].join('\n');
}

function bundleSection(outcome: BundleOutcome): string {
  const title = '## Web: JavaScript the login page (`/auth/login`) loads';
  if (outcome.status === 'missing') return [title, '', '**web build missing**', '', '```', outcome.reason, '```'].join('\n');
  const raw = outcome.files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = outcome.files.reduce((sum, f) => sum + f.gzip, 0);
  const rows = outcome.files.map((f) => [f.file, f.loadedAs, kB(f.raw), kB(f.gzip), '', '']);
  rows.push(['**total**', `${outcome.files.length} files`, kB(raw), kB(gzip), `≤ ${kB(BUNDLE_GOAL_BYTES)} kB gzip`, gzip <= BUNDLE_GOAL_BYTES ? 'PASS' : 'MISS']);
  return [
    title,
    '',
    `From apps/web/dist: the entry script and modulepreload links of index.html, plus the lazy chunks of the auth/login ` +
      `route, found through the ${outcome.method}. gzip: node:zlib level 9; 1 kB = 1000 bytes.`,
    '',
    markdownTable(['file', 'loaded as', 'raw kB', 'gzip kB', 'goal', 'result'], rows, ['l', 'l', 'r', 'r', 'l', 'l']),
    ...(outcome.notes.length > 0 ? ['', ...outcome.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}

/** The sections of an earlier results file, by title, to keep the parts this run did not measure. */
function earlierSections(): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(resultsFile)) return sections;
  for (const chunk of readFileSync(resultsFile, 'utf8').split(/\n(?=## )/).slice(1)) {
    sections.set(chunk.slice(0, chunk.indexOf('\n') < 0 ? undefined : chunk.indexOf('\n')), chunk.trimEnd());
  }
  return sections;
}

/**
 * The figures of a full-size PostgreSQL run replace the block of bench/README.md marked
 * `<!-- <name>-figures:start -->` … `<!-- <name>-figures:end -->`.
 */
function recordInReadme(name: string, section: string, fullPostgres: boolean, stamp: string): string {
  if (!fullPostgres) {
    return `bench/README.md not updated: its ${name} figures are those of a PostgreSQL run at ${DEFAULT_NETWORK_MEMBERS.toLocaleString('en')} members.`;
  }
  const startMarker = `<!-- ${name}-figures:start -->`;
  const endMarker = `<!-- ${name}-figures:end -->`;
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) return `bench/README.md not updated: markers ${startMarker} … ${endMarker} not found.`;
  const body = section.replace(/^## .*\n/, '').trim();
  writeFileSync(readmeFile, `${readme.slice(0, start + startMarker.length)}\n\n${stamp}\n\n${body}\n\n${readme.slice(end)}`);
  return `bench/README.md: ${name} figures updated.`;
}

const fullPostgresNetwork = (outcomes: NetworkOutcome[]) =>
  outcomes.some((o) => o.database === 'PostgreSQL' && o.status === 'measured' && o.tree.members >= DEFAULT_NETWORK_MEMBERS);
const fullPostgresCycle = (outcomes: CommissionsOutcome[]) =>
  outcomes.some((o) => o.database === 'PostgreSQL' && o.status === 'measured' && o.first.result.members >= DEFAULT_NETWORK_MEMBERS);
const fullPostgresClubs = (outcomes: ClubsOutcome[]) =>
  outcomes.some((o) => o.database === 'PostgreSQL' && o.status === 'measured' && o.shares.members >= DEFAULT_NETWORK_MEMBERS);

async function main() {
  const loadAtStart = loadavg()[0]!;
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${fixed(totalmem() / 2 ** 30, 1)} GiB RAM, Node ${process.version}`;
  console.log(`Virtual Office benchmark — ${machine}${only ? ` — parts: ${only.join(', ')}` : ''}\n`);

  // The bundle first: a web build, when needed, must not run during the load tests.
  const bundle = runs('bundle') ? measureLoginBundle(root, log) : null;
  if (bundle?.status === 'missing') console.log('web build missing');
  const api = runs('api') ? await benchApi(log) : null;
  // With the network part, the cycle runs on each of its seeded databases before they are dropped.
  const onNetwork: CommissionsOutcome[] = [];
  const cycleOnNetwork = runs('commissions')
    ? async (opened: Parameters<typeof measureCommissions>[0], requested: number) => { onNetwork.push(await measureCommissions(opened, requested, log)); }
    : undefined;
  const network = runs('network') ? await benchNetwork(log, cycleOnNetwork) : null;
  const commissions = !runs('commissions') ? null
    : network ? [...network.filter((o) => o.status === 'skipped'), ...onNetwork] : await benchCommissions(log);
  const clubs = runs('clubs') ? await benchClubs(log) : null;
  const bookings = runs('bookings') ? await benchBookings(log) : null;
  const lighthouseRuns = runs('lighthouse') ? await benchLighthouse(root, dirname(resultsFile), log) : null;
  const scale = runs('scale') ? await benchScale(log) : null;
  const loadAtEnd = loadavg()[0]!;

  const cores = cpus().length;
  const busy = loadAtStart > cores * 0.5
    ? ` Other processes were using the CPU when the run started, so absolute figures are lower and noisier than on an idle machine; the ratio, measured in the same run, is the steadier figure.`
    : '';
  const report = [
    `# Benchmark results`,
    '',
    `${new Date().toISOString()} — ${machine}`,
    '',
    `1-minute load average: ${fixed(loadAtStart, 2)} at the start, ${fixed(loadAtEnd, 2)} at the end (the run itself adds about 2).${busy}`,
    '',
  ];
  // Sections in a fixed order; a part not run this time keeps its section from the earlier results file.
  const earlier = earlierSections();
  const keep = (title: string) => {
    const found = [...earlier.entries()].find(([heading]) => heading.startsWith(title));
    return found ? `${found[1].replace(/\n\n_Kept from an earlier run[^\n]*_/, '')}\n\n_Kept from an earlier run (not measured this time)._` : null;
  };
  const networkText = network ? networkReport(network, markdownTable) : null;
  const commissionsText = commissions ? commissionsReport(commissions, markdownTable) : null;
  const clubsText = clubs ? clubsReport(clubs, markdownTable) : null;
  const scaleText = scale ? scaleReport(scale, markdownTable) : null;
  const sections = [
    api ? apiSection(api) : keep('## API:'),
    bundle ? bundleSection(bundle) : keep('## Web:'),
    networkText ?? keep('## Network at'),
    commissionsText ?? keep('## Binary cycle'),
    clubsText ?? keep('## Monthly club qualification'),
    bookings ? bookingsReport(bookings, markdownTable) : keep('## Bookings'),
    lighthouseRuns ? lighthouseReport(lighthouseRuns, markdownTable) : keep('## Lighthouse'),
    scaleText ?? keep('## Scale past a million'),
  ].filter((s): s is string => s !== null);
  const text = [...report, ...sections.flatMap((s) => [s, ''])].join('\n');
  console.log(`\n${text}`);
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, text);
  console.log(`(written to ${resultsFile})`);
  const stamp = `${new Date().toISOString()} — ${machine}; 1-minute load average ${fixed(loadAtStart, 2)} at the start, ${fixed(loadAtEnd, 2)} at the end.`;
  if (network && networkText) console.log(recordInReadme('network', networkText, fullPostgresNetwork(network), stamp));
  if (commissions && commissionsText) console.log(recordInReadme('commissions', commissionsText, fullPostgresCycle(commissions), stamp));
  if (clubs && clubsText) console.log(recordInReadme('clubs', clubsText, fullPostgresClubs(clubs), stamp));
  if (scale?.status === 'measured' && scaleText) console.log(recordInReadme('scale', scaleText, true, stamp));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
