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
    target: `${webSrc}/app/router.tsx`,
    from: `${webSrc}/features/**`,
    except: [`${repoRoot}/${webSrc}/features/**/pages/**`],
    message: 'The router imports screens from a pages/ folder only.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'] },
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
    files: ['apps/server/**/*.service.ts'],
    rules: {
      // Services never see Fastify (STYLE.md rule 1).
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Keep Fastify in routes and plugins.' }, pdfkitOnlyThroughPdfDocument] }],
    },
  },
);
