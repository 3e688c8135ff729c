import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** The operations of /api/docs.json whose success answer has no documented body. */
async function undocumentedOperations(): Promise<string[]> {
  const docs = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(docs.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
      const documented = success.some(([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema));
      if (!documented) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing;
}

describe('response schemas', () => {
  it('document the success body of every operation in /api/docs.json', async () => {
    expect(await undocumentedOperations()).toEqual([]);
  });

  it('only $ref schemas the document defines', async () => {
    const text = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).body;
    const docs = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref ?? '');
    const unresolved = refs.filter((ref) => !ref.startsWith('#/components/schemas/') || !docs.components?.schemas?.[ref.slice('#/components/schemas/'.length)]);
    expect(unresolved).toEqual([]);
  });

  it('document the hydra:Error of the failures', async () => {
    const docs = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).json();
    const errorBody = docs.paths['/api/invoices/{id}'].get.responses['4XX'] ?? docs.paths['/api/invoices/{id}'].get.responses['4xx'];
    expect(JSON.stringify(errorBody)).toContain('hydra:Error');
  });
});
