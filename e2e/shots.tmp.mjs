import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://127.0.0.1:4315/auth/login');
  await page.getByRole('button').last().waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/work/shots/compression/login-${w}x${h}.png` });
  console.log(w, await page.evaluate(() => [document.title, document.querySelector('meta[name=description]')?.content, document.documentElement.lang]));
  await page.close();
}
await browser.close();
