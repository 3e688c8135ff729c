import { expect, type APIRequestContext } from '@playwright/test';

/** The seeded demo member (apps/server/src/seed/demo.ts): bank data filled in, commissions released. */
export const DEMO = { username: 'demo', password: 'Demo1234!' };

/** As a Spanish member types an amount: a decimal comma. */
export const typed = (value: number) => String(value).replace('.', ',');
export const euros = (value: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(value);

/** GET /api/transfers/terms, the figures a payout breakdown is computed from (packages/domain's response schema). */
export type { PayoutTerms } from '@vo/domain';

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<T>;
}
