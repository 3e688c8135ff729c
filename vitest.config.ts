import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the unit and API tests of every workspace; browser tests live in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // ESLint on small files placed in the real tree: each lint rule of eslint.config.js is shown to fire.
      { test: { name: 'lint', root: '.', include: ['lint/**/*.test.ts'], testTimeout: 60_000 } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
