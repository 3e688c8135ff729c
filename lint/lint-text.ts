import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

/** The repository's root: its eslint.config.js is the one under test, and virtual files sit in its real tree. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

// One instance for every case: building it loads the config, the parser and the resolver once.
// `ignore: false` so that lint/fixtures, which the normal run skips, can be linted here.
let eslint: ESLint | undefined;

/**
 * Lints `code` as if it were the file at `filePath` (relative to the root) with the repository's own config.
 * The file need not exist: its imports resolve from its folder, so they must point at real files.
 */
export async function lintAs(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: ROOT, ignore: false });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result?.messages ?? [];
}

/** The rules that fired, each once, for short assertions. */
export const rulesFired = (messages: Linter.LintMessage[]) => [...new Set(messages.map((m) => m.ruleId ?? m.message))];
