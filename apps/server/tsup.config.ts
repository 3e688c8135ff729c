import { defineConfig } from 'tsup';

// One bundle per entry; the shared domain package is TypeScript source, so it is bundled in. The command-line tools
// an operator runs in production (no tsx there) are entries too: `node apps/server/dist/backup.js FILE`.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'check-ledger': 'src/cli/check-ledger.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@vo\//],
  clean: true,
  sourcemap: true,
});
