import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintAs, ROOT, rulesFired } from './lint-text';

// Each server layer rule of eslint.config.js, shown to fire on a small file placed in the real tree (STYLE.md rule 9).
const ZONE = 'import-x/no-restricted-paths';

describe('server layer rules', () => {
  it('refuse SQL in a route: the query builder and the schema', async () => {
    const messages = await lintAs('apps/server/src/invoices/fixture.routes.ts', [
      "import { eq } from 'drizzle-orm';",
      "import { invoices } from '../db/schema';",
      'export const byId = (id: number) => eq(invoices.id, id);',
    ].join('\n'));
    expect(messages.filter((m) => m.ruleId === ZONE).map((m) => m.line)).toEqual([1, 2]);
  });

  it('pass a thin route: it calls its service and presents', async () => {
    const messages = await lintAs('apps/server/src/invoices/fixture.routes.ts', [
      "import type { Db } from '../db/client';",
      "import { AppError } from '../lib/errors';",
      "import { presentInvoice } from './invoice.presenter';",
      "import { issueInvoice } from './invoices.service';",
      'export const parts = (db: Db) => [db, AppError, presentInvoice, issueInvoice];',
    ].join('\n'));
    expect(messages).toEqual([]);
  });

  it('refuse a feature in lib/, tests helpers included, but let lib tests use them', async () => {
    const feature = await lintAs('apps/server/src/lib/fixture.ts', "export { issueInvoice } from '../invoices/invoices.service';");
    expect(rulesFired(feature)).toEqual([ZONE]);
    const helper = await lintAs('apps/server/src/lib/fixture.ts', "export { useTestApp } from '../test/build-app';");
    expect(rulesFired(helper)).toEqual([ZONE]);
    const test = await lintAs('apps/server/src/lib/fixture.test.ts', "export { useTestApp } from '../test/build-app';");
    expect(test).toEqual([]);
    const ownLayers = await lintAs('apps/server/src/lib/fixture.ts', [
      "export type { Config } from '../config';",
      "export { jobRuns } from '../db/schema';",
      "export { AppError } from './errors';",
    ].join('\n'));
    expect(ownLayers).toEqual([]);
  });

  it('refuse a feature in db/, the ground floor', async () => {
    const messages = await lintAs('apps/server/src/db/schema/fixture.ts', "export { hashPassword } from '../../auth/passwords';");
    expect(rulesFired(messages)).toEqual([ZONE]);
  });

  it('refuse an import cycle', async () => {
    const file = 'lint/fixtures/cycle/a.ts';
    const messages = await lintAs(file, await readFile(path.join(ROOT, file), 'utf8'));
    expect(rulesFired(messages)).toEqual(['import-x/no-cycle']);
  });
});
