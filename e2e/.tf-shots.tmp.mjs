// Screenshots of the two-factor screen, desktop and phone (run from /work/main/e2e so @playwright/test resolves).
import { chromium } from '@playwright/test';
import { generate } from 'otplib';
const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport, locale: 'es-ES' });
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Hola, demo' }).waitFor();
  await page.screenshot({ path: `/tmp/tf-${name}-0-home.png`, fullPage: true });
  await page.goto(`${base}/account/two-factor`);
  await page.getByTestId('two-factor-state').waitFor();
  await page.screenshot({ path: `/tmp/tf-${name}-1-off.png`, fullPage: true });
  await page.getByTestId('two-factor-turn-on').click();
  await page.getByTestId('two-factor-qr').waitFor();
  await page.getByTestId('two-factor-code').fill('12');
  await page.getByTestId('two-factor-enable').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/tf-${name}-2-setup.png`, fullPage: true });
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const step = 0;
  await page.getByTestId('two-factor-code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + step * 30 }));
  await page.getByTestId('two-factor-enable').click();
  await page.getByTestId('recovery-code').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/tf-${name}-3-codes.png`, fullPage: true });
  await page.getByTestId('recovery-codes-saved').click();
  await page.getByTestId('two-factor-turn-off').click();
  await page.getByTestId('two-factor-disable-code').fill('ABC');
  await page.getByTestId('two-factor-disable').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/tf-${name}-4-on-disable.png`, fullPage: true });
  // Turn it off again with a fresh code so the phone run starts from "off".
  await page.getByTestId('two-factor-disable-code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + (step + 1) * 30 }));
  await page.getByTestId('two-factor-disable').click();
  await page.getByTestId('two-factor-turn-on').waitFor();
  await page.close();
}
await browser.close();
