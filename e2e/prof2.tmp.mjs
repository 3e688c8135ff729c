import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '/work/wt-compression/node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs';
const dist = '/work/wt-compression/apps/web/dist/assets/';
const maps = new Map();
const mapFor = (file) => { if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(dist + file + '.map', 'utf8'))); } catch { maps.set(file, null); } } return maps.get(file); };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const bySource = new Map(); const byFn = new Map();
const RUNS = 4;
for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await page.goto('http://127.0.0.1:4315/auth/login');
  await page.getByRole('button').last().waitFor(); await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  // inclusive "module" attribution: walk up to find first frame, self time by source package
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const underTopLevel = (id) => { for (let x = id; x !== undefined; x = parent.get(x)) { const cf = nodes.get(x).callFrame; if (cf.url && cf.lineNumber === 0 && cf.columnNumber === 0 && !cf.functionName) return true; } return false; };
  for (let i = 0; i < profile.samples.length; i++) {
    if (process.env.TOPLEVEL && !underTopLevel(profile.samples[i])) continue;
    const n = nodes.get(profile.samples[i]); const f = n.callFrame; const ms = (profile.timeDeltas[i] ?? 0) / 1000 / RUNS;
    let key = f.url ? '?' : f.functionName;
    if (f.url) {
      const m = mapFor(f.url.split('/').pop());
      const pos = m && originalPositionFor(m, { line: f.lineNumber + 1, column: f.columnNumber });
      const src = pos?.source ?? f.url.split('/').pop();
      key = src.replace(/.*node_modules\//, '').replace(/^((@[^/]+\/)?[^/]+)\/.*/, '$1').replace(/.*apps\/web\/src\//, 'src:').replace(/.*packages\/domain\/src\//, 'domain:');
      const fk = `${key} ${pos?.name ?? f.functionName} ${(pos?.source ?? '').split('/').slice(-2).join('/')}:${pos?.line}`;
      byFn.set(fk, (byFn.get(fk) ?? 0) + ms);
    }
    bySource.set(key, (bySource.get(key) ?? 0) + ms);
  }
  await page.close();
}
console.log([...bySource].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${v.toFixed(0).padStart(5)}ms ${k}`).join('\n'));
console.log('--');
console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(5)}ms ${k}`).join('\n'));
await browser.close();
