import { expect, type APIRequestContext } from '@playwright/test';
import { tokenFor } from './api';

/** A day `days` from today, YYYY-MM-DD. */
export function dayFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A GTO journey of the test's own (POST /api/travel as the admin): the seeded ones stay as other specs expect them. */
export async function createJourney(request: APIRequestContext, title: string, prices: { price: number; deposit: number } = { price: 990, deposit: 100 }): Promise<number> {
  const admin = await tokenFor(request, 'admin', 'Admin1234!');
  const text = (value: string) => ({ es: value, en: value, pt: value });
  const response = await request.post('/api/travel', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      title: text(title), description: text('Un viaje de prueba.'), ...prices, seats: 10,
      family: 'gto', kind: 'tourOperator', destination: 'Lisboa', country: 'PT',
      departureOn: dayFromNow(90), returnOn: dayFromNow(95), bookingClosesOn: dayFromNow(80),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}
