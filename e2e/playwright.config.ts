import { defineConfig, devices } from '@playwright/test';
import { MAIL_DROP_DIR } from './tests/support/mail-drop';

const PORT = Number(process.env.E2E_PORT ?? 3199);

// Debian's Chromium (Playwright cannot download its own browser on these machines).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  // One folder per server (run-suite.sh runs two halves at once): each run empties its own folder as it starts.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous for a busy 2-core CI machine; a passing test takes what it takes, not its timeout.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-ES',
    // The theme honours it (respectReducedMotion): menus open and close at once, so a click never meets a half-closed group.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node start-server.mjs',
    env: { PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}`, MAIL_DROP_DIR },
    url: `http://127.0.0.1:${PORT}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
