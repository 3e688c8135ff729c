import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3201';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [lang, w, h, tag] of [['es', 1280, 900, 'desktop'], ['en', 1280, 900, 'desktop'], ['es', 390, 844, 'mobile'], ['en', 390, 844, 'mobile'], ['pt', 1280, 900, 'desktop']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'es-ES' });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').first().fill('Demo1234!');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/account/profile`);
  await page.getByTestId('profile-save').waitFor();
  await page.getByTestId('documents-section').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/profile-shots/profile-${lang}-${tag}.png`, fullPage: true });
  if (tag === 'desktop' && lang !== 'pt') {
    await page.getByTestId('profile-user-type').locator('label').nth(2).click();
    await page.locator('input[name="iban"]').fill('ES91 2100 0418 4502 0005 1333');
    await page.getByTestId('profile-save').click();
    await page.waitForTimeout(500);
    await page.getByTestId('profile-tax').screenshot({ path: `/tmp/profile-shots/errors-tax-${lang}.png` });
    await page.getByTestId('profile-bank').screenshot({ path: `/tmp/profile-shots/errors-bank-${lang}.png` });
    await page.getByTestId('profile-user-type').locator('label').nth(0).click();
    await page.locator('input[name="iban"]').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('bank-confirm-form').waitFor();
    await page.locator('input[name="currentPassword"]').fill('Wrong1234');
    await page.getByTestId('bank-confirm-submit').click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/profile-shots/modal-${lang}.png` });
  }
  await context.close();
}
await browser.close();
