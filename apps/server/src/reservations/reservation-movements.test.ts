import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { memberClient, registerPaidMember } from '../test/factories';
import { createJourney, credit, passenger } from './test-catalogue';

const ctx = useTestApp();

type Call = Awaited<ReturnType<typeof memberClient>>;
interface Movement { type: string; account: string; value: number; level: number | null; fromUser: { username: string } | null }

/** The movements a member sees, oldest first, as `type account value` lines. */
async function movements(call: Call, query: string) {
  const body = (await call('GET', `/api/wallet_movements?order[createAt]=asc&itemsPerPage=100&${query}`)).json();
  return (body['hydra:member'] as Movement[]).map((m) => `${m.type} ${m.account} ${m.value}`).sort();
}

describe('a reservation in the member lists (wallet movements, Enjoy Points, the Enjoy bonus tree)', () => {
  it('shows the deposit, the payment and the cancellation to the member, the Enjoy bonus and its claw-back to the sponsor', async () => {
    const sponsor = await registerPaidMember(ctx, 2);
    const member = await registerPaidMember(ctx, 2, { sponsor: sponsor.username });
    const { db } = ctx.database;
    await credit(db, member.id, 'enjoy_points', 100_000);
    await credit(db, member.id, 'travel_points', 5_000);
    await credit(db, member.id, 'wallet_available', 100_000);
    const journey = await createJourney(db, { price: 100_000, deposit: 20_000, kind: 'tourOperator' });
    const call = await memberClient(ctx, member.username);
    const sponsorCall = await memberClient(ctx, sponsor.username);

    const booked = (await call('POST', '/api/reservations', { type: 'trip', event: `/api/travel/${journey.id}`, passengers: [passenger()] })).json();
    // The rest (800 €) by the member's choice: 500 € Enjoy Points, 50 € Travel Points, 250 € wallet money.
    expect((await call('POST', `${booked['@id']}/pay`, { enjoyPoints: 500, travelPoints: 50, wallet: 250 })).statusCode).toBe(200);
    expect((await call('POST', `${booked['@id']}/cancel`, { reason: 'Change of plans' })).statusCode).toBe(200);

    const reservationKinds = 'type[]=reservation.deposit&type[]=reservation.payment&type[]=reservation.cancel';
    expect(await movements(call, reservationKinds)).toEqual([
      'reservation.cancel enjoy_points 700', 'reservation.cancel travel_points 50', 'reservation.cancel wallet_available 250',
      'reservation.deposit enjoy_points -200',
      'reservation.payment enjoy_points -500', 'reservation.payment travel_points -50', 'reservation.payment wallet_available -250',
    ]);
    // Each carries the locator, and a search for it finds them all.
    const found = (await call('GET', `/api/wallet_movements?search=${booked.code}&itemsPerPage=100`)).json()['hydra:member'] as { reference: string }[];
    expect(found).toHaveLength(7);
    expect(found.every((m) => m.reference === `reservation:${booked.code}`)).toBe(true);
    // The Enjoy Points page lists the points accounts: the funding, then what the reservation moved.
    expect((await movements(call, 'action[]=enjoy_points&action[]=travel_points')).filter((m) => m.startsWith('reservation.'))).toEqual([
      'reservation.cancel enjoy_points 700', 'reservation.cancel travel_points 50', 'reservation.deposit enjoy_points -200',
      'reservation.payment enjoy_points -500', 'reservation.payment travel_points -50',
    ]);

    // The sponsor (start level, 5 %) earned on the 700 € of Enjoy Points spent, and lost it at the cancellation.
    expect(await movements(sponsorCall, 'type[]=bonus.enjoy&type[]=bonus.enjoy_clawback')).toEqual([
      'bonus.enjoy travel_points 35', 'bonus.enjoy_clawback travel_points -35',
    ]);
    const bonus = (await sponsorCall('GET', '/api/wallet_movements?type[]=bonus.enjoy')).json()['hydra:member'][0];
    expect(bonus).toMatchObject({ level: 1, fromUser: { username: member.username } });

    const tree = (await sponsorCall('GET', `/api/users/${sponsor.id}/unilevelenjoy`)).json();
    expect(tree.levels).toEqual([{ level: 1, points: 0, members: [{ id: member.id, username: member.username, points: 0, bonuses: 1, clawedBack: 35 }] }]);
    const bonuses = (await sponsorCall('GET', '/api/user_enjoys?order[id]=asc')).json()['hydra:member'];
    expect(bonuses.map((b: { points: number; reference: string }) => [b.points, b.reference])).toEqual([[35, `reservation:${booked.code}`], [-35, `reservation:${booked.code}`]]);
  });
});
