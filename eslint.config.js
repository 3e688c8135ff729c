import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every PDF goes through lib/pdf/pdf-document.ts, which embeds the Unicode fonts (pdfkit's own know only Windows-1252).
const pdfkitOnlyThroughPdfDocument = { group: ['pdfkit'], message: 'Use createPdfDocument from lib/pdf/pdf-document.ts.' };

// Zones are resolved from the repository root, wherever ESLint runs from (the lint fixture tests run it from Node).
const repoRoot = dirname(fileURLToPath(import.meta.url));

// The web app's layers (STYLE.md rule 9): app -> features -> shared, never feature -> feature.
// Every folder under features/ gets its own zone, so a new feature is fenced in the day it is created.
const webSrc = 'apps/web/src';
const webShared = ['components', 'api', 'lib', 'i18n', 'test'].map((dir) => `${webSrc}/${dir}`);
const webFeatures = readdirSync(join(repoRoot, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to components/, api/ or lib/, or the screen into the feature that owns it.',
  })),
  { target: `${webSrc}/features`, from: `${webSrc}/app`, message: 'Features never import the app shell (router, layout, providers).' },
  { target: webShared, from: [`${webSrc}/features`, `${webSrc}/app`], message: 'Shared code (components, api, lib, i18n, test) never imports a feature or the app.' },
  // One page convention: a routed screen lives in a pages/ folder of its feature, and the router reaches nothing else.
  {
    target: [`${webSrc}/app/router.tsx`, `${webSrc}/app/protected-routes.tsx`],
    from: `${webSrc}/features/**`,
    except: [`${repoRoot}/${webSrc}/features/**/pages/**`],
    message: 'The router imports screens from a pages/ folder only.',
  },
];

// The server's layers (STYLE.md rule 9, docs/ARCHITECTURE.md): db/ is the ground floor, lib/ sits on it, features
// on both, and the entry points (app.ts, jobs.ts, main.ts, cli/, seed/) on everything. Paths are resolved files,
// so a relative, aliased or re-exported specifier is caught alike. lint/layer-rules.test.ts proves each zone fires.
const SERVER = 'apps/server/src';
const sqlInRoutes = {
  target: `${SERVER}/**/*.routes.ts`,
  from: [`${SERVER}/db/schema`, 'node_modules/drizzle-orm'],
  message: 'Routes parse, authorise, call a service or a collection spec, and present: queries belong in the service (STYLE.md rule 1).',
};
const serverZones = [
  {
    target: `${SERVER}/db`,
    from: SERVER,
    except: ['./db'],
    message: 'db/ is the ground floor: schema, client and migrations import no feature.',
  },
  {
    target: `${SERVER}/lib/**/!(*.test).ts`,
    from: SERVER,
    except: ['./lib', './db', './config.ts'],
    message: 'lib/ is shared by every feature and imports none: pass what it needs in from the caller.',
  },
  {
    target: `${SERVER}/lib/**/*.test.ts`,
    from: SERVER,
    except: ['./lib', './db', './config.ts', './test'],
    message: 'lib/ is shared by every feature and imports none; its tests may use test/ helpers.',
  },
];
const restrictedPaths = (zones) => ['error', { basePath: repoRoot, zones }];

export default tseslint.config(
  // lint/fixtures break the rules on purpose: only the lint tests lint them.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', 'lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.cjs'], languageOptions: { globals: globals.node } },
  {
    // import-x resolves specifiers (relative, `@/`, workspace packages) through each project's tsconfig,
    // so its path rules see real files, not strings.
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files when it follows imports, and no-cycle sees no TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/lib/pdf/pdf-document.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pdfkitOnlyThroughPdfDocument] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...serverZones, sqlInRoutes]) },
  },
  {
    // A cycle makes start-up order matter and a feature impossible to take apart; type-only imports do not count.
    // maxDepth would not make it cheaper (the cost is reading each module once), so the whole chain is followed.
    // lint/fixtures holds the deliberate cycle lint/layer-rules.test.ts lints.
    files: ['apps/server/**/*.ts', 'packages/domain/**/*.ts', 'lint/fixtures/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/**/*.service.ts'],
    rules: {
      // Services never see Fastify (STYLE.md rule 1).
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Keep Fastify in routes and plugins.' }, pdfkitOnlyThroughPdfDocument] }],
    },
  },
);
