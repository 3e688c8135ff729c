import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://127.0.0.1:4315/auth/login');
  await page.getByLabel(/usuario/i).fill('demo'); await page.getByLabel(/contraseña/i).first().fill('Demo1234!');
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth')); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/compression/dashboard-after-login-${w}x${h}.png` });
  await page.goto('http://127.0.0.1:4315/wallet/movements').catch(() => {}); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/compression/deep-link-${w}x${h}.png` });
  console.log(await page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))));
  await page.close();
}
await browser.close();
