import { addDays, madridDay, madridDayStart, type LocalizedText } from '@vo/domain';
import type { Db } from '../db/client';
import { attendanceCodes, courses, enjoyEvents, eventCategories, excursions, journeys } from '../db/schema';
import { postTransaction, type MemberAccountKind } from '../ledger/ledger.service';

/**
 * Catalogue items for the reservation tests, written straight to the tables (the catalogue's own routes are
 * another feature's). Prices in cents; days counted from the company's today.
 */
const texts = (title: string): { title: LocalizedText; description: LocalizedText } => ({
  title: { es: title, en: title, pt: title },
  description: { es: `${title}.`, en: `${title}.`, pt: `${title}.` },
});

/** The company's day `days` from today. */
export const inDays = (days: number) => addDays(madridDay(), days);
/** Noon (Madrid) of the day `days` from today. */
const noonIn = (days: number) => new Date(madridDayStart(inDays(days)).getTime() + 12 * 3_600_000);

/** A tour-operator trip of the `travel` family: 1,000 € a passenger, 200 € deposit, 10 seats, leaving in 90 days. */
export async function createJourney(db: Db, overrides: Partial<typeof journeys.$inferInsert> = {}) {
  const departureOn = overrides.departureOn ?? inDays(90);
  const [row] = await db.insert(journeys).values({
    ...texts('Lisboa y Oporto'), price: 100_000, deposit: 20_000, seats: 10, family: 'travel', kind: 'tourOperator',
    destination: 'Lisboa', countryCode: 'PT', departureOn, returnOn: addDays(departureOn, 7), bookingClosesOn: addDays(departureOn, -7), ...overrides,
  }).returning();
  return row!;
}

export async function createExcursion(db: Db, journeyId: number, overrides: Partial<typeof excursions.$inferInsert> = {}) {
  const [row] = await db.insert(excursions).values({
    ...texts('Sintra'), journeyId, price: 8_000, deposit: 2_000, seats: 20, dateAt: noonIn(92), ...overrides,
  }).returning();
  return row!;
}

export async function createCourse(db: Db, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await db.insert(courses).values({
    ...texts('La Línea de la Vida'), programme: 'lineOfLife', price: 30_000, deposit: 5_000, seats: 30, dateAt: noonIn(45), place: 'Madrid', ...overrides,
  }).returning();
  return row!;
}

export async function createEvent(db: Db, overrides: Partial<typeof enjoyEvents.$inferInsert> = {}) {
  const [category] = await db.insert(eventCategories).values({ name: { es: 'Cenas', en: 'Dinners', pt: 'Jantares' }, type: 'enjoy' }).returning();
  const [row] = await db.insert(enjoyEvents).values({
    ...texts('Cena Enjoy'), categoryId: category!.id, price: 5_000, deposit: 5_000, seats: 50, dateAt: noonIn(10), place: 'Madrid', ...overrides,
  }).returning();
  return row!;
}

export async function createAttendanceCode(db: Db, eventId: number, code: string, isActive = true) {
  const [row] = await db.insert(attendanceCodes).values({ eventId, code, isActive }).returning();
  return row!;
}

/** Credits a member's Enjoy Points, Travel Points or wallet (cents), as a purchase or a bonus would. */
export async function credit(db: Db, userId: number, kind: MemberAccountKind, cents: number) {
  if (cents === 0) return;
  const company = kind === 'wallet_available' ? 'company_commissions' : 'company_points_issued';
  await db.transaction((tx) => postTransaction(tx, {
    kind: 'test.funding', reason: 'test funding', postings: [{ account: { userId, kind }, amount: cents }, { account: { company }, amount: -cents }],
  }));
}

/** A passenger as the booking form sends one; the holder's contact included. */
export const passenger = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Pérez', mobile: '+34 600 111 222', email: 'ana@example.test', dni: '12345678Z', birthDate: '1985-04-02', country: 'ES', ...overrides,
});

/** A multipart/form-data body with a `file` (and any fields), as `app.inject` takes it. */
export async function multipartBody(file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
