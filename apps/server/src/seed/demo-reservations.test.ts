import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check';
import { createMailer } from '../mail/mailer';
import { pdfText } from '../test/pdf-text';
import { useTestApp } from '../test/build-app';
import { registrationService } from '../users/registration.service';
import { DEMO_CONFIRMED_JOURNEY, DEMO_RESERVATIONS } from './data/reservations';
import { DEMO_LOGINS, seedDemo } from './demo';

const ctx = useTestApp();
type Reservation = { '@id': string; code: string; status: string; event: { title: { en: string } } | null; amountPaid: number; total: number; paid: { enjoyPoints: number } };

const loginOf = (username: string) => DEMO_LOGINS.find((l) => l.username === username)?.password ?? 'Member1234!';
async function reservationsOf(username: string): Promise<Reservation[]> {
  const token = await ctx.tokenFor(username, loginOf(username));
  return (await ctx.app.server.inject({ method: 'GET', url: '/api/reservations?itemsPerPage=100', headers: { authorization: `Bearer ${token}` } })).json()['hydra:member'];
}

beforeAll(async () => {
  const { db } = ctx.database;
  expect(await seedDemo(db, registrationService(db, createMailer(db, { from: 'test@virtual-office.local', logError: () => {} })))).toBe(true);
}, 120_000);

describe('the demo reservations', () => {
  it('puts each planned reservation in its state, every state represented, with the ledger balanced', async () => {
    for (const plan of DEMO_RESERVATIONS) {
      const mine = (await reservationsOf(plan.username)).filter((r) => r.event?.title.en === plan.journey);
      expect(mine.map((r) => r.status), `${plan.username} ${plan.journey}`).toEqual([plan.state]);
    }
    expect(new Set(DEMO_RESERVATIONS.map((p) => p.state))).toEqual(new Set(['pending', 'paid', 'confirmed', 'cancelled']));
    expect(await checkLedger(ctx.database.db)).toMatchObject({ ok: true });
  });

  it('gives demo one confirmed reservation, paid in Enjoy Points, whose ticket is a PDF demo downloads', async () => {
    const mine = await reservationsOf('demo');
    expect(mine).toHaveLength(1);
    const [reservation] = mine;
    expect(reservation).toMatchObject({ status: 'confirmed', event: { title: { en: DEMO_CONFIRMED_JOURNEY } } });
    expect(reservation!.paid.enjoyPoints).toBe(reservation!.total);
    const token = await ctx.tokenFor('demo', loginOf('demo'));
    const ticket = await ctx.app.server.inject({ method: 'GET', url: `${reservation!['@id']}/ticket`, headers: { authorization: `Bearer ${token}` } });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toContain('application/pdf');
    expect(pdfText(ticket.rawPayload).join(' ')).toContain(reservation!.code);
  });

  it('leaves demo without Enjoy bonus (network.spec shows the empty tree) and with no Enjoy Points left over', async () => {
    const token = await ctx.tokenFor('demo', loginOf('demo'));
    const get = async (url: string) => (await ctx.app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const me = await get('/api/me');
    expect((await get(`/api/users/${me.id}/unilevelenjoy`)).levels).toEqual([]);
    expect((await get('/api/wallets'))['hydra:member'][0]).toMatchObject({ enjoyPoints: 0, travelPoints: 0 });
  });
});
