import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { excursions, journeys, mediaObjects } from '../db/schema';
import { useTestApp } from '../test/build-app';
import {
  apiAs, categoryBody, created, eventBody, excursionBody, journeyBody, TINY_JPG, TINY_PNG, uploadFile, type Api,
} from '../test/catalogue';
import { createAdmin } from '../test/factories';

/*
 * What the console decides under a lock, sent at once. On PGlite requests queue one transaction at a time, so these
 * pass trivially there; run them with DATABASE_URL, where the races are real.
 */
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const ctx = useTestApp();
let admin: Api;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createAdmin(ctx)).token;
  admin = apiAs(ctx, adminToken);
});

const codes = (answers: LightMyRequestResponse[]) => answers.map((a) => (a.statusCode >= 400 ? `${a.statusCode} ${a.json().violations?.[0]?.code ?? a.json().code}` : String(a.statusCode)));

describe('catalogue races', () => {
  it('a journey deleted while excursions are added to it: either the delete or the excursions, never both, never a 500', async () => {
    for (let round = 0; round < 6; round += 1) {
      const journey = (await created(admin, '/api/travel', journeyBody())).id;
      const [deleted, ...added] = await Promise.all([
        admin('DELETE', `/api/travel/${journey}`),
        ...Array.from({ length: 4 }, () => admin('POST', '/api/excursions', excursionBody(journey))),
      ]);
      const addedCodes = codes(added);
      const stored = (await ctx.database.db.select({ n: count() }).from(excursions).where(eq(excursions.journeyId, journey)))[0]!.n;
      if (deleted!.statusCode === 204) {
        expect(addedCodes.every((c) => c === '400 validation.notFound'), addedCodes.join()).toBe(true);
      } else {
        expect(codes([deleted!])).toEqual(['409 validation.hasExcursions']);
        expect(addedCodes.every((c) => c === '201'), addedCodes.join()).toBe(true);
        expect(stored).toBe(4);
      }
    }
  });

  it('a category deleted while events are added to it: the same', async () => {
    for (let round = 0; round < 6; round += 1) {
      const category = (await created(admin, '/api/category_events', categoryBody())).id;
      const [deleted, ...added] = await Promise.all([
        admin('PUT', '/api/category_events/deleteItems', { ids: [category] }),
        ...Array.from({ length: 4 }, () => admin('POST', '/api/event_enjoys', eventBody(category))),
      ]);
      const addedCodes = codes(added);
      if (deleted!.statusCode === 204) expect(addedCodes.every((c) => c === '400 validation.notFound'), addedCodes.join()).toBe(true);
      else expect([codes([deleted!])[0], ...new Set(addedCodes)]).toEqual(['409 validation.hasEvents', '201']);
    }
  });

  it('ten admins writing the same check-in code for ten events: one code', async () => {
    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const events = [];
    for (let i = 0; i < 10; i += 1) events.push((await created(admin, '/api/event_enjoys', eventBody(category))).id);
    const answers = codes(await Promise.all(events.map((event) => admin('POST', '/api/attendance_codes', { event, code: 'RACE-CODE' }))));
    expect(answers.filter((c) => c === '201')).toHaveLength(1);
    expect(answers.filter((c) => c === '400 validation.attendanceCodeExists')).toHaveLength(9);
  });

  it('ten admins creating a travel tool with the same code: one tool', async () => {
    const body = { name: 'Race partner', searchLink: 'https://race.example/?q={destination}' };
    const answers = codes(await Promise.all(Array.from({ length: 10 }, () => admin('POST', '/api/travel_tools', { ...body, code: 'race-tool' }))));
    expect(answers.filter((c) => c === '201')).toHaveLength(1);
    expect(answers.filter((c) => c === '400 validation.travelToolCodeExists')).toHaveLength(9);
  });

  // A booking takes a seat as the reservations feature does: one conditional update of the item's row (decision 080).
  // Held open here, it is the booking in flight when the admin's change arrives. PGlite has one connection to hold.
  it.runIf(ON_POSTGRES)('seats lowered while a booking takes a seat: the change waits for it and counts it, never a 500', async () => {
    const journey = await created(admin, '/api/travel', journeyBody({ seats: 10 }));
    await ctx.database.db.update(journeys).set({ seatsTaken: 5 }).where(eq(journeys.id, journey.id));
    let lowered: Promise<LightMyRequestResponse> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`update ${journeys} set seats_taken = seats_taken + 1 where id = ${journey.id} and seats_taken + 1 <= seats`);
      // Five seats fit the five taken before this booking: only a check made after it commits sees six.
      lowered = admin('PUT', `/api/travel/${journey.id}`, journeyBody({ seats: 5 }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answer = await lowered!;
    expect(codes([answer])).toEqual(['400 validation.seatsBelowTaken']);
    expect(answer.json().violations[0].params).toMatchObject({ value: 6 });
    const [row] = await ctx.database.db.select().from(journeys).where(eq(journeys.id, journey.id));
    expect(row).toMatchObject({ seats: 10, seatsTaken: 6 });
  });

  it('photos uploaded at once for one item: it shows one of them and no other is left behind', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      uploadFile(ctx, adminToken, `/api/travel/${journey}/photo`, { name: `p${i}.png`, bytes: i % 2 ? TINY_JPG : TINY_PNG })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const [item] = await ctx.database.db.select({ photoId: journeys.photoId }).from(journeys).where(eq(journeys.id, journey));
    const photos = await ctx.database.db.select({ id: mediaObjects.id }).from(mediaObjects).where(eq(mediaObjects.kind, 'catalogue_photo'));
    expect(photos.map((p) => p.id)).toEqual([item!.photoId]);
  });
});
