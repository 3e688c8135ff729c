// Captures computed styles of every element on the public screens (and their error states) into a JSON file.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = 'http://127.0.0.1:4315';
const out = {};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const snap = (page) => page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => !['SCRIPT', 'STYLE', 'LINK'].includes(e.tagName) && !e.closest('#splash')).map((e) => {
  const cs = getComputedStyle(e); const o = {};
  for (const p of cs) if (!p.startsWith('--') && !/transition|animation/.test(p)) o[p] = cs.getPropertyValue(p);
  return { tag: e.tagName, cls: e.className?.baseVal ?? e.className, style: o };
}));
const settle = async (page) => { await page.waitForLoadState('networkidle'); await page.waitForTimeout(1200); };
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const path of ['/auth/login', '/auth/forgot-password', '/auth/reset-password/abc', '/auth/force-password-change', '/error/404', '/error/500']) {
    await page.goto(base + path); await settle(page);
    out[`${w} ${path}`] = await snap(page);
    await page.screenshot({ path: `${process.argv[2]}-${w}-${path.replaceAll('/', '_')}.png` });
  }
  await page.goto(base + '/auth/login'); await settle(page);
  await page.getByRole('button', { name: /entrar/i }).click(); await page.waitForTimeout(800);
  out[`${w} login empty submit`] = await snap(page);
  await page.getByLabel(/usuario/i).fill('nobody'); await page.getByLabel(/contraseña/i).first().fill('wrong-password-1');
  await page.getByRole('button', { name: /entrar/i }).click(); await page.waitForTimeout(2500);
  out[`${w} login wrong password`] = await snap(page);
  await page.screenshot({ path: `${process.argv[2]}-${w}-login-wrong.png` });
  await page.goto(base + '/auth/forgot-password'); await settle(page);
  await page.getByRole('textbox').first().fill('someone@example.com');
  await page.getByRole('button').last().click(); await page.waitForTimeout(2500);
  out[`${w} forgot sent`] = await snap(page);
  await page.screenshot({ path: `${process.argv[2]}-${w}-forgot-sent.png` });
  await page.close();
}
writeFileSync(`${process.argv[2]}.json`, JSON.stringify(out));
await browser.close();
