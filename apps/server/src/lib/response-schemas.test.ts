import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp();

// TEMPORARY (issue 14): the operations whose success body is not declared yet. Each leaves this list when its route
// declares `response`; the test fails both when a new undocumented operation appears and when a listed one is done.
const NOT_YET_DOCUMENTED = [
  "GET /api/variables",
  "GET /api/variables/{id}",
  "GET /api/countries",
  "GET /api/countries/{id}",
  "GET /api/states",
  "GET /api/states/{id}",
  "GET /api/cms",
  "GET /api/cms/{id}",
  "GET /api/document_acceptances",
  "POST /api/document_acceptances",
  "GET /api/document_acceptances/pending",
  "GET /api/document_acceptances/{id}",
  "PUT /api/admin/cms/{id}",
  "GET /api/member_ships",
  "GET /api/member_ships/{id}",
  "GET /api/admin/mail_outbox",
  "GET /api/admin/jobs",
  "POST /api/admin/jobs/{name}/run",
  "GET /api/media_objects",
  "POST /api/media_objects",
  "GET /api/media_objects/{id}",
  "DELETE /api/media_objects/{id}",
  "GET /api/media_objects/{id}/content",
  "GET /api/profiles",
  "POST /api/profiles",
  "GET /api/profiles/{id}",
  "PUT /api/profiles/{id}",
  "GET /api/users/{id}/binarytree",
  "GET /api/users/binaryLastLeaf",
  "GET /api/users/{id}/unilevel",
  "GET /api/users/{id}/unilevelInfo",
  "GET /api/users/{id}/unilevelenjoy",
  "GET /api/users/activeDirects",
  "GET /api/userStats/directs",
  "GET /api/user_stats",
  "GET /api/user_stats/{id}",
  "POST /api/user_stats/invoice_stat",
  "GET /api/wallets",
  "GET /api/wallets/info",
  "GET /api/wallet_movements",
  "GET /api/wallet_movements/{id}",
  "GET /api/wallets/{id}",
  "POST /api/admin/wallets/{id}/adjust",
  "POST /api/payments",
  "GET /api/payments",
  "GET /api/payments/{id}",
  "GET /api/payments/payWith/{id}",
  "POST /api/payments/confirmPayment/{id}",
  "GET /api/payments/credentialsStripe",
  "POST /api/register_orders",
  "GET /api/register_orders",
  "GET /api/register_orders/{id}",
  "PUT /api/register_orders/{id}",
  "GET /api/member_ships/calculateAmountMonthly/{id}/{payment_by}",
  "GET /api/payments/calculateAmountMonthly/{id}",
  "GET /api/admin/payments",
  "POST /api/admin/payments/{id}/confirm",
  "POST /api/admin/payments/{id}/reject",
  "POST /api/admin/payments/{id}/refund",
  "GET /api/admin/memberships",
  "PUT /api/admin/memberships/{id}",
  "GET /api/admin/variables",
  "PUT /api/admin/variables/{id}",
  "GET /api/admin/settings_changes",
  "GET /api/transfers",
  "POST /api/transfers",
  "GET /api/transfers/terms",
  "GET /api/transfers/{id}",
  "PUT /api/transfers/{id}",
  "POST /api/admin/transfers/{id}/accept",
  "POST /api/admin/transfers/{id}/cancel",
  "GET /api/irpfs",
  "GET /api/irpfs/{id}",
  "GET /api/admin/transfers/export.xml",
  "GET /api/admin/transfers/export.csv",
  "POST /api/admin/binary_cycles",
  "GET /api/admin/binary_cycle_runs",
  "GET /api/binary_cycle_results",
  "GET /api/user_enjoys",
  "POST /api/user_enjoys",
  "GET /api/user_enjoys/{id}",
  "POST /api/users/{id}/residualInfo",
  "GET /api/support_widget",
  "GET /api/support_tickets",
  "POST /api/support_tickets",
  "GET /api/support_tickets/unread",
  "GET /api/support_tickets/{id}",
  "POST /api/support_tickets/{id}/messages",
  "GET /api/admin/support_tickets",
  "GET /api/admin/support_tickets/summary",
  "GET /api/admin/support_tickets/{id}",
  "POST /api/admin/support_tickets/{id}/messages",
  "POST /api/admin/support_tickets/{id}/close",
];

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
  it('document the success body of every operation in /api/docs.json (but the ones still listed)', async () => {
    expect(await undocumentedOperations()).toEqual(NOT_YET_DOCUMENTED);
  });

  it('only $ref schemas the document defines', async () => {
    const text = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).body;
    const docs = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref);
    const unresolved = refs.filter((ref) => !ref.startsWith('#/components/schemas/') || !docs.components?.schemas?.[ref.slice('#/components/schemas/'.length)]);
    expect(unresolved).toEqual([]);
  });

  it('document the hydra:Error of the failures', async () => {
    const docs = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).json();
    const errorBody = docs.paths['/api/invoices/{id}'].get.responses['4XX'] ?? docs.paths['/api/invoices/{id}'].get.responses['4xx'];
    expect(JSON.stringify(errorBody)).toContain('hydra:Error');
  });
});
