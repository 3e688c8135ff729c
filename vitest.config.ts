import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the unit and API tests of every workspace; browser tests live in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] },
      },
      // ESLint's own rules run on in-memory fixtures: each layer rule must fire where it should.
      { test: { name: 'lint', root: '.', include: ['lint/**/*.test.ts'], testTimeout: 60_000 } },
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
