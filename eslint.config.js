import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every PDF goes through lib/pdf/pdf-document.ts, which embeds the Unicode fonts (pdfkit's own know only Windows-1252).
const pdfkitOnlyThroughPdfDocument = { group: ['pdfkit'], message: 'Use createPdfDocument from lib/pdf/pdf-document.ts.' };

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
