import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await cdp.send('Audits.enable');
cdp.on('Audits.issueAdded', (e) => console.log('ISSUE', JSON.stringify(e.issue).slice(0, 800)));
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto('http://127.0.0.1:4315/auth/login');
await page.getByRole('button').last().waitFor();
console.log('login visible after', Date.now() - t0, 'ms');
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map(); const byUrl = new Map();
const dt = profile.timeDeltas; const idIndex = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) {
  const n = idIndex.get(profile.samples[i]); const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  const u = f.url.split('/').pop() || f.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0) / 1000);
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('--');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
