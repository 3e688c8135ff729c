import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on small fixtures that exist only in memory: each web layer rule
// must fire on the import it forbids and stay silent on the one it allows (STYLE.md rule 9).
// Without a trailing slash: with one, ESLint's `cwd` makes the TypeScript resolver find nothing and every zone stays silent.
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The rules that fired on `code` as if it were the file at `filePath` (relative to the repository root). */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const useIt = (name: string) => `\nexport const used = ${name};\n`;

describe('web boundaries', () => {
  const dashboardFixture = 'apps/web/src/features/dashboard/fixture.tsx';

  it('refuses an import from another feature', async () => {
    const code = `import { WalletBalances } from '@/features/wallet/components/wallet-balances';${useIt('WalletBalances')}`;
    expect(await rulesFiredOn(dashboardFixture, code)).toContain(RULE);
  });

  it('refuses it also through a relative specifier and a lazy import()', async () => {
    const relative = `import { WalletBalances } from '../wallet/components/wallet-balances';${useIt('WalletBalances')}`;
    const lazy = `export const load = () => import('@/features/wallet/components/wallet-balances');\n`;
    expect(await rulesFiredOn(dashboardFixture, relative)).toContain(RULE);
    expect(await rulesFiredOn(dashboardFixture, lazy)).toContain(RULE);
  });

  it('allows shared components and the feature’s own files', async () => {
    const code = [
      `import { PageHeader } from '@/components/ui/page-header';`,
      `import { MoneyCard } from '@/features/dashboard/components/money-card';`,
      `export const used = [PageHeader, MoneyCard];`,
      '',
    ].join('\n');
    expect(await rulesFiredOn(dashboardFixture, code)).toEqual([]);
  });

  it('refuses a feature or the app in shared code, and the app in a feature', async () => {
    const sharedFixture = 'apps/web/src/components/ui/fixture.tsx';
    expect(await rulesFiredOn(sharedFixture, `import { MoneyCard } from '@/features/dashboard/components/money-card';${useIt('MoneyCard')}`)).toContain(RULE);
    expect(await rulesFiredOn(sharedFixture, `import { MENU } from '@/app/layout/menu';${useIt('MENU')}`)).toContain(RULE);
    expect(await rulesFiredOn(dashboardFixture, `import { MENU } from '@/app/layout/menu';${useIt('MENU')}`)).toContain(RULE);
  });

  it('lets the router reach a feature’s pages/ only', async () => {
    const router = 'apps/web/src/app/router.tsx';
    expect(await rulesFiredOn(router, `export const load = () => import('@/features/dashboard/pages/dashboard-page');\n`)).toEqual([]);
    expect(await rulesFiredOn(router, `export const load = () => import('@/features/dashboard/components/money-card');\n`)).toContain(RULE);
  });

  it('refuses an import cycle: the OAuth module may not lean on the client that leans on it', async () => {
    const oauth = 'apps/web/src/api/oauth.ts';
    const code = `${readFileSync(resolve(repoRoot, oauth), 'utf8')}\nimport { apiFetch } from './client';${useIt('apiFetch')}`;
    expect(await rulesFiredOn(oauth, readFileSync(resolve(repoRoot, oauth), 'utf8'))).toEqual([]);
    expect(await rulesFiredOn(oauth, code)).toContain('import-x/no-cycle');
  });
});
