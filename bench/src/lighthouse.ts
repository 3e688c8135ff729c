import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { fixed } from './table';

export const LIGHTHOUSE_PAGE = '/auth/login';
export const LIGHTHOUSE_GOALS = { performance: 90, accessibility: 100 } as const;
// Debian's Chromium; Lighthouse does not bring a browser of its own.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const DEFAULT_RUNS = 3;
const SERVER_START_MS = 120_000;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire for the whole page load (Lighthouse's total-byte-weight: transfer sizes). */
  transferBytes: number;
  /** Lighthouse's measure of the CPU at that moment (higher is faster): a busy machine inflates the CPU metrics. */
  benchmarkIndex: number;
  /** Audits of the four categories that did not pass, as `category: audit id`. */
  failing: string[];
}

export type LighthouseOutcome =
  | { status: 'measured'; runs: LighthouseRun[]; lighthouseVersion: string; userAgent: string }
  | { status: 'missing'; reason: string };

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function summarise(lhr: Result): LighthouseRun {
  const failing = Object.entries(lhr.categories).flatMap(([category, c]) =>
    c.auditRefs
      .filter((ref) => ref.weight > 0 || category !== 'performance')
      .filter((ref) => { const s = lhr.audits[ref.id]?.score; return s !== null && s !== undefined && s < 1; })
      .map((ref) => `${category}: ${ref.id}`));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    transferBytes: metric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health/ready within ${SERVER_START_MS / 1000} s`);
}

/**
 * The built server (apps/server/dist, serving apps/web/dist) as production runs it, on a new PGlite folder and
 * throwaway secrets; `stop` ends it and removes the folder.
 */
async function startBuiltServer(root: string): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vo-bench-lighthouse-'));
  const secret = () => randomBytes(24).toString('hex');
  // Embedded PGlite whatever the caller's DATABASE_URL says: the page load, not the database, is measured.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...inherited, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir,
      SECRETS_KEY: secret(), OAUTH_CLIENT_SECRET: secret(), LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** One Lighthouse navigation of the page in a fresh headless Chromium: mobile, default (simulated) throttling. */
async function runOnce(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse on the login page of the built app, LIGHTHOUSE_RUNS times (default 3): the machine is shared, one run
 * is not a figure. Each report is kept as results/lighthouse-<n>.json.
 */
export async function benchLighthouse(root: string, resultsDir: string, log: (line: string) => void): Promise<LighthouseOutcome> {
  if (!existsSync(join(root, 'apps/server/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    return { status: 'missing', reason: 'apps/server/dist or apps/web/dist missing: run `npm run build` first' };
  }
  const count = Number(process.env.LIGHTHOUSE_RUNS ?? DEFAULT_RUNS);
  log('lighthouse: starting the built server on a scratch PGlite folder');
  const server = await startBuiltServer(root);
  try {
    const runs: LighthouseRun[] = [];
    let last: Result | undefined;
    mkdirSync(resultsDir, { recursive: true });
    for (let i = 1; i <= count; i++) {
      log(`lighthouse: run ${i} of ${count} on ${LIGHTHOUSE_PAGE}`);
      // On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART) and asks to run again: once.
      last = await runOnce(`${server.base}${LIGHTHOUSE_PAGE}`).catch((error: unknown) => {
        log(`lighthouse: run ${i} failed (${error instanceof Error ? error.message : String(error)}), once more`);
        return runOnce(`${server.base}${LIGHTHOUSE_PAGE}`);
      });
      writeFileSync(join(resultsDir, `lighthouse-${i}.json`), JSON.stringify(last));
      runs.push(summarise(last));
    }
    return { status: 'measured', runs, lighthouseVersion: last?.lighthouseVersion ?? '?', userAgent: last?.environment.hostUserAgent ?? '?' };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function lighthouseReport(outcome: LighthouseOutcome, table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  const title = `## Lighthouse: \`${LIGHTHOUSE_PAGE}\` (mobile, default throttling)`;
  if (outcome.status === 'missing') return [title, '', `**not measured**: ${outcome.reason}`].join('\n');
  const cells = (label: string, pick: (f: (r: LighthouseRun) => number) => number) => [
    label,
    fixed(pick((r) => r.performance), 0), fixed(pick((r) => r.accessibility), 0), fixed(pick((r) => r.bestPractices), 0), fixed(pick((r) => r.seo), 0),
    fixed(pick((r) => r.fcpMs) / 1000, 1), fixed(pick((r) => r.lcpMs) / 1000, 1), fixed(pick((r) => r.tbtMs), 0),
    fixed(pick((r) => r.cls), 3), fixed(pick((r) => r.transferBytes) / 1024, 0), fixed(pick((r) => r.benchmarkIndex), 0),
  ];
  const rows = outcome.runs.map((run, i) => cells(`run ${i + 1}`, (f) => f(run)));
  const medianRow = cells('**median**', (f) => median(outcome.runs.map(f)));
  const m = (f: (r: LighthouseRun) => number) => median(outcome.runs.map(f));
  const verdict = m((r) => r.performance) >= LIGHTHOUSE_GOALS.performance && m((r) => r.accessibility) >= LIGHTHOUSE_GOALS.accessibility ? 'PASS' : 'MISS';
  const failing = [...new Set(outcome.runs.flatMap((r) => r.failing))];
  return [
    title,
    '',
    `Lighthouse ${outcome.lighthouseVersion} (npm) in Debian's Chromium (${outcome.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? outcome.userAgent}), ` +
      `flags ${CHROME_FLAGS.join(' ')}, against the built server (production mode, new PGlite folder) on 127.0.0.1. ` +
      `Goals (issue 20): performance ≥ ${LIGHTHOUSE_GOALS.performance}, accessibility ${LIGHTHOUSE_GOALS.accessibility}; median: **${verdict}**. ` +
      'FCP, LCP in seconds, TBT in milliseconds, transferred in KiB (the whole load, as sent on the wire); CPU index is ' +
      "Lighthouse's benchmark index of the machine during the run (higher is faster; a busy machine scores low and " +
      'inflates TBT, which Lighthouse estimates as 4 times the CPU time it observed).',
    '',
    table(
      ['run', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'transferred KiB', 'CPU index'],
      [...rows, medianRow],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    ...(failing.length > 0 ? ['', `Audits not passed (performance: weighted metrics only): ${failing.map((f) => `\`${f}\``).join(', ')}.`] : []),
  ].join('\n');
}
