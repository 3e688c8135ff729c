import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const server = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const OWN_MODULE_GRAPH = ['src/auth/unknown-user-work.test.ts'];

// One runner for the unit and API tests of every workspace; browser tests live in e2e/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, with one core idle on
    // PGlite and the PostgreSQL server waiting between queries. Two workers use both (each file has its own database).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // ESLint on small files placed in the real tree: each lint rule of eslint.config.js is shown to fire.
      { test: { name: 'lint', root: '.', include: ['lint/**/*.test.ts'], testTimeout: 60_000 } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] },
      },
      // A server test file loads the whole app (Fastify, Drizzle, zod schemas): importing it afresh for each of the 128
      // files took 30 % of the workers' time (decision 128). The files share one module graph per worker instead; each still has
      // its own database and app (test/build-app.ts), and no module keeps state that one file could leave to the next.
      { test: { ...server, name: 'server', isolate: false, exclude: [...configDefaults.exclude, ...OWN_MODULE_GRAPH] } },
      // A file that replaces a module (vi.mock) needs a module graph of its own, or the others would share its fake.
      { test: { ...server, name: 'server-mocks', include: OWN_MODULE_GRAPH } },
    ],
  },
});
