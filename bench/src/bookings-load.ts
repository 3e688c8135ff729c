import type { AddressInfo } from 'node:net';
import { addDays, madridDay } from '@vo/domain';
import { and, count, inArray, ne } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { tokenService } from '../../apps/server/src/auth/tokens.service';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { journeys, reservations, users } from '../../apps/server/src/db/schema';
import { checkLedger } from '../../apps/server/src/ledger/ledger-check';
import { postTransaction } from '../../apps/server/src/ledger/ledger.service';
import { secretBox } from '../../apps/server/src/lib/secret-box';
import { seedReference } from '../../apps/server/src/seed/reference';
import { stat, type Stat } from './measure';
import { openScratchPostgres, Unavailable } from './scratch-database';

/** Issue 15: 200 booking attempts at once on 20 journeys with few seats, PostgreSQL (the race needs a server). */
export const BOOKINGS = { members: 200, journeys: 20, seatsPerJourney: 4, rounds: 3, poolSize: 20 } as const;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEPOSIT_CENTS = 10_000;

export interface BurstRow {
  route: string;
  attempts: number;
  ok: number;
  /** Clear 4xx refusals (the booking's "no seats left"). */
  refused: number;
  /** Anything else: a 5xx, another 4xx, a network error. */
  errors: number;
  latency: Stat;
  /** Wall-clock seconds of the bursts together. */
  seconds: number;
}

export type BookingsOutcome =
  | { database: string; status: 'measured'; bookings: BurstRow; me: BurstRow; seats: number; oversell: number; seatMismatches: number; ledgerOk: boolean }
  | { database: string; status: 'skipped'; reason: string };

interface Burst { latencies: number[]; statuses: number[]; codes: string[]; seconds: number }

/** Sends every request at once (one connection each) and times each answer. */
async function burst(requests: (() => Promise<Response>)[]): Promise<Burst> {
  const start = performance.now();
  const answers = await Promise.all(requests.map(async (send) => {
    const sent = performance.now();
    try {
      const response = await send();
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      return { ms: performance.now() - sent, status: response.status, code: body.code ?? '' };
    } catch {
      return { ms: performance.now() - sent, status: 0, code: 'network' };
    }
  }));
  return { latencies: answers.map((a) => a.ms), statuses: answers.map((a) => a.status), codes: answers.map((a) => a.code), seconds: (performance.now() - start) / 1000 };
}

function rowOf(route: string, bursts: Burst[], refusal: (status: number, code: string) => boolean): BurstRow {
  const statuses = bursts.flatMap((b) => b.statuses);
  const codes = bursts.flatMap((b) => b.codes);
  const ok = statuses.filter((s) => s >= 200 && s < 300).length;
  const refused = statuses.filter((s, i) => refusal(s, codes[i]!)).length;
  return {
    route, attempts: statuses.length, ok, refused, errors: statuses.length - ok - refused,
    latency: stat(bursts.flatMap((b) => b.latencies)), seconds: bursts.reduce((sum, b) => sum + b.seconds, 0),
  };
}

/** Members straight in the table (no registration: argon2 is not what is measured), each with Enjoy Points and a token. */
async function seedBookers(db: Db, issue: (userId: number) => Promise<{ access_token: string }>): Promise<string[]> {
  const rows = await db.insert(users).values(Array.from({ length: BOOKINGS.members }, (_, i) => ({
    username: `bench_booker_${i}`, email: `bench_booker_${i}@example.test`, passwordHash: 'not-used', isActive: true,
  }))).returning({ id: users.id });
  const points = BOOKINGS.rounds * 2 * DEPOSIT_CENTS;
  await db.transaction((tx) => postTransaction(tx, {
    kind: 'bench.funding', reason: 'bench funding', postings: [
      ...rows.map((r) => ({ account: { userId: r.id, kind: 'enjoy_points' as const }, amount: points })),
      { account: { company: 'company_points_issued' }, amount: -points * rows.length },
    ],
  }));
  return Promise.all(rows.map(async (r) => (await issue(r.id)).access_token));
}

async function createJourneys(db: Db, round: number): Promise<number[]> {
  const departureOn = addDays(madridDay(), 90);
  const rows = await db.insert(journeys).values(Array.from({ length: BOOKINGS.journeys }, (_, i) => ({
    title: { es: `Viaje ${round}-${i}`, en: `Journey ${round}-${i}`, pt: `Viagem ${round}-${i}` }, description: { es: '', en: '', pt: '' },
    price: 100_000, deposit: DEPOSIT_CENTS, seats: BOOKINGS.seatsPerJourney, family: 'travel' as const, kind: 'tourOperator' as const,
    destination: 'Lisboa', countryCode: 'PT', departureOn, returnOn: addDays(departureOn, 7), bookingClosesOn: addDays(departureOn, -7),
  }))).returning({ id: journeys.id });
  return rows.map((r) => r.id);
}

/** Seats sold beyond a journey's seats, and journeys whose seat counter disagrees with their live reservations. */
async function audit(db: Db, ids: number[]) {
  const live = await db.select({ journeyId: reservations.journeyId, n: count() }).from(reservations)
    .where(and(inArray(reservations.journeyId, ids), ne(reservations.status, 'cancelled'))).groupBy(reservations.journeyId);
  const rows = await db.select({ id: journeys.id, seats: journeys.seats, taken: journeys.seatsTaken }).from(journeys).where(inArray(journeys.id, ids));
  let oversell = 0;
  let seatMismatches = 0;
  for (const row of rows) {
    const booked = live.find((l) => l.journeyId === row.id)?.n ?? 0;
    oversell += Math.max(0, booked - row.seats) + Math.max(0, row.taken - row.seats);
    if (booked !== row.taken) seatMismatches += 1;
  }
  return { oversell, seatMismatches };
}

async function measure(adminUrl: string, log: (line: string) => void): Promise<BookingsOutcome> {
  const scratch = await openScratchPostgres(adminUrl, `vo_bench_book_${process.pid}`, BOOKINGS.poolSize);
  try {
    const { database } = scratch;
    const { db } = database;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000' });
    log('bookings: migrating and seeding');
    await runMigrations(database);
    await seedReference(db);
    const tokens = tokenService(config, secretBox(config.SECRETS_KEY));
    const bearers = await seedBookers(db, (userId) => tokens.issue(db, userId));
    const { server } = await buildApp({ config, database });
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const book = (bearer: string, journeyId: number) => () => fetch(`${base}/api/reservations`, {
        method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'trip', event: journeyId, passengers: [{ name: 'Bench Booker', mobile: '+34 600 000 000', email: 'booker@example.test', birthDate: '1980-01-01' }] }),
      });
      const me = (bearer: string) => () => fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${bearer}` } });
      const bookingRound = async (round: number) => {
        const ids = await createJourneys(db, round);
        return { ids, result: await burst(bearers.map((bearer, i) => book(bearer, ids[i % ids.length]!))) };
      };

      log('bookings: warm-up round');
      await bookingRound(0);
      await burst(bearers.map(me));
      const bookingBursts: Burst[] = [];
      const meBursts: Burst[] = [];
      const journeyIds: number[] = [];
      for (let round = 1; round <= BOOKINGS.rounds; round += 1) {
        log(`bookings: round ${round} of ${BOOKINGS.rounds}: ${BOOKINGS.members} bookings at once on ${BOOKINGS.journeys} journeys of ${BOOKINGS.seatsPerJourney} seats, then ${BOOKINGS.members} GET /api/me at once`);
        const { ids, result } = await bookingRound(round);
        bookingBursts.push(result);
        journeyIds.push(...ids);
        meBursts.push(await burst(bearers.map(me)));
      }
      const { oversell, seatMismatches } = await audit(db, journeyIds);
      return {
        database: 'PostgreSQL', status: 'measured', oversell, seatMismatches, ledgerOk: (await checkLedger(db)).ok,
        seats: journeyIds.length * BOOKINGS.seatsPerJourney,
        bookings: rowOf('POST /api/reservations', bookingBursts, (status, code) => status === 409 && code === 'RESERVATION_SOLD_OUT'),
        me: rowOf('GET /api/me', meBursts, () => false),
      };
    } finally {
      await server.close();
    }
  } finally {
    await scratch.dispose();
  }
}

/** Runs the bookings benchmark on PostgreSQL (skipped, with the reason, when the server cannot be reached). */
export async function benchBookings(log: (line: string) => void): Promise<BookingsOutcome[]> {
  try {
    return [await measure(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL, log)];
  } catch (error) {
    if (!(error instanceof Unavailable)) throw error;
    log(`bookings: PostgreSQL skipped (${error.message})`);
    return [{ database: 'PostgreSQL', status: 'skipped', reason: error.message }];
  }
}

/** The bookings section of the results: the burst of bookings next to the `/api/me` floor of the same run. */
export function bookingsReport(outcomes: BookingsOutcome[], table: (header: string[], rows: string[][], align: ('l' | 'r')[]) => string): string {
  const ms = (v: number) => v.toFixed(1);
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const o of outcomes) {
    if (o.status === 'skipped') {
      notes.push(`${o.database} was skipped: ${o.reason}`);
      continue;
    }
    const clean = o.oversell === 0 && o.seatMismatches === 0 && o.bookings.ok === o.seats && o.bookings.errors === 0 && o.ledgerOk;
    for (const r of [o.bookings, o.me]) {
      const isBooking = r === o.bookings;
      rows.push([
        o.database, r.route, String(r.attempts), String(r.ok), String(r.refused), String(r.errors), ms(r.latency.p50), ms(r.latency.p99),
        (r.attempts / r.seconds).toFixed(0), isBooking ? (r.ok / r.seconds).toFixed(0) : '', isBooking ? `${o.seats}` : '',
        isBooking ? String(o.oversell) : '', isBooking ? (clean ? 'PASS' : 'MISS') : 'floor',
      ]);
    }
    if (o.seatMismatches) notes.push(`${o.seatMismatches} journeys' seat counters disagree with their live reservations`);
    if (!o.ledgerOk) notes.push('npm run check:ledger would fail on this database');
  }
  return [
    '## Bookings: concurrent reservations against the `/api/me` floor (issue 15)',
    '',
    `PostgreSQL, the real app on 127.0.0.1 with a pool of ${BOOKINGS.poolSize} connections. ${BOOKINGS.rounds} rounds (after one warm-up): ` +
      `${BOOKINGS.members} members each send \`POST /api/reservations\` at the same moment, spread over ${BOOKINGS.journeys} fresh journeys of ` +
      `${BOOKINGS.seatsPerJourney} seats (${BOOKINGS.members} attempts for ${BOOKINGS.journeys * BOOKINGS.seatsPerJourney} seats); then the same members send ` +
      '`GET /api/me` at the same moment, the floor of that concurrency. Latency per request from send to answer; requests/s and bookings/s over ' +
      'the bursts\' wall-clock time. **oversell** = seats sold beyond a journey\'s seats (live reservations or the seat counter); PASS when it is 0, ' +
      'every seat was sold, every other attempt got the clear 409 `RESERVATION_SOLD_OUT` and the ledger check is clean.',
    '',
    rows.length ? table(
      ['database', 'route', 'attempts', '2xx', 'sold out (409)', 'errors', 'p50 ms', 'p99 ms', 'requests/s', 'bookings/s', 'seats', 'oversell', 'result'],
      rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ) : '_No database was measured._',
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
