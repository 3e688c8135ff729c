import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const totals = new Map();
for (let run = 0; run < 3; run++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(process.argv[2] ?? 'http://127.0.0.1:4315/auth/login');
  await page.getByRole('button').last().waitFor();
  await page.waitForTimeout(1200);
  await cdp.send('Tracing.end'); await done;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.tid !== main.tid || e.pid !== main.pid) continue;
    if (!['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Paint', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'v8.compile', 'ScheduleStyleRecalculation', 'RunTask', 'PrePaint', 'Layerize', 'MajorGC', 'MinorGC'].includes(e.name)) continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000 / 3);
    if (e.name === 'RunTask' && e.dur > 50000) totals.set('longtasks>50', (totals.get('longtasks>50') ?? 0) + (e.dur / 1000 - 50) / 3);
  }
  await page.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v.toFixed(0).padStart(6)}ms ${k}`).join('\n'));
await browser.close();
