import { defineConfig } from 'tsup';

// One bundle per entry; the shared domain package is TypeScript source, so it is bundled in.
export default defineConfig({
  entry: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@vo\//],
  clean: true,
  sourcemap: true,
});
