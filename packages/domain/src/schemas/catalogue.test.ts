import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { tableStateSchema } from './admin-table';
import { attendanceCodeInputSchema } from './attendance-codes';
import { courseInputSchema } from './courses';
import { travelInputSchema } from './travel';
import { toViolations } from './violations';

const text = (words: string) => ({ es: `${words} (es)`, en: words, pt: `${words} (pt)` });
const JOURNEY = {
  title: text('Fjords'), description: text('Ten days'), price: 1200, deposit: 200, seats: 20,
  family: 'travel', kind: 'cruise', destination: 'Bergen', country: 'no',
  departureOn: '2027-06-01', returnOn: '2027-06-10', bookingClosesOn: '2027-05-01',
};

const violationsOf = (schema: z.ZodType, body: Record<string, unknown>) => {
  const result = schema.safeParse(body);
  return result.success ? [] : toViolations(result.error.issues).map((v) => [v.propertyPath, v.code]);
};

describe('travelInputSchema', () => {
  it('reads a journey: euros, days, the country in capitals, flags left out', () => {
    const journey = travelInputSchema.parse(JOURNEY);
    expect(journey).toMatchObject({ price: 1200, deposit: 200, country: 'NO' });
    // Left out, a flag keeps its value on an update (and takes the column's default on a create).
    expect(journey).not.toHaveProperty('isActive');
  });

  it('refuses a deposit above the price, a return before the departure and bookings closing after it', () => {
    expect(violationsOf(travelInputSchema, { ...JOURNEY, deposit: 1200.01 })).toEqual([['deposit', 'validation.depositAbovePrice']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, returnOn: '2027-05-31' })).toEqual([['returnOn', 'validation.returnBeforeDeparture']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, bookingClosesOn: '2027-06-02' })).toEqual([['bookingClosesOn', 'validation.bookingClosesAfterDeparture']]);
    // Same day is fine both ways: a day trip, bookings open until it leaves.
    expect(violationsOf(travelInputSchema, { ...JOURNEY, returnOn: '2027-06-01', bookingClosesOn: '2027-06-01' })).toEqual([]);
  });

  it('wants every language, non-negative euros with two decimals and real days', () => {
    expect(violationsOf(travelInputSchema, { ...JOURNEY, title: { es: 'Fiordos', en: 'Fjords' } })).toEqual([['title.pt', 'validation.required']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, price: -1, deposit: 0 })).toEqual([['price', 'validation.min']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, price: 10.005, deposit: 0 })).toEqual([['price', 'validation.twoDecimals']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, seats: 2.5 })).toEqual([['seats', 'validation.integer']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, departureOn: '2027-02-30' })).toEqual([['departureOn', 'validation.date']]);
    // Valid strings that PostgreSQL would refuse as dates.
    expect(violationsOf(travelInputSchema, { ...JOURNEY, bookingClosesOn: '0000-01-01' })).toEqual([['bookingClosesOn', 'validation.date']]);
    expect(violationsOf(travelInputSchema, { ...JOURNEY, family: 'space' })).toEqual([['family', 'validation.invalid']]);
  });
});

describe('courseInputSchema', () => {
  const COURSE = { title: text('Line of Life'), description: text('Weekend'), price: 90, deposit: 30, seats: 40, category: 'lineOfLife', dateAt: '2027-03-06T10:00:00+01:00' };

  it('keeps a left-out place or link apart from a cleared one', () => {
    const placeOnly = courseInputSchema.parse({ ...COURSE, place: 'Madrid' });
    expect(placeOnly.place).toBe('Madrid');
    expect(placeOnly).not.toHaveProperty('onlineLink');
    expect(courseInputSchema.parse({ ...COURSE, place: '', onlineLink: null })).toMatchObject({ place: null, onlineLink: null });
  });

  it('takes instants of this era only', () => {
    expect(violationsOf(courseInputSchema, { ...COURSE, dateAt: '9999-12-31T23:00:00-05:00' })).toEqual([['dateAt', 'validation.invalid']]);
    expect(violationsOf(courseInputSchema, { ...COURSE, dateAt: '0000-01-01T00:00:00Z' })).toEqual([['dateAt', 'validation.invalid']]);
  });

  it('takes only web links', () => {
    expect(violationsOf(courseInputSchema, { ...COURSE, onlineLink: 'javascript:alert(1)' })).toEqual([['onlineLink', 'validation.invalid']]);
    expect(courseInputSchema.parse({ ...COURSE, onlineLink: 'https://meet.example/abc' }).onlineLink).toBe('https://meet.example/abc');
  });
});

describe('attendanceCodeInputSchema', () => {
  it('reads the event as an id or IRI and the code in capitals', () => {
    expect(attendanceCodeInputSchema.parse({ event: '/api/event_enjoys/4', code: ' gala-2027 ' })).toEqual({ event: 4, code: 'GALA-2027' });
    expect(violationsOf(attendanceCodeInputSchema, { event: '/api/travel/4', code: 'ab' })).toEqual([['event', 'validation.invalid'], ['code', 'validation.attendanceCode']]);
  });
});

describe('tableStateSchema', () => {
  it('fills the spec defaults and caps the page size at 100', () => {
    expect(tableStateSchema.parse({})).toEqual({ filter: {}, sorting: { column: 'id', direction: 'asc' }, paginator: { page: 1, pageSize: 10 } });
    expect(violationsOf(tableStateSchema, { paginator: { page: 1, pageSize: 101 } })).toEqual([['paginator.pageSize', 'validation.max']]);
    expect(violationsOf(tableStateSchema, { sorting: { column: 'id', direction: 'up' } })).toEqual([['sorting.direction', 'validation.invalid']]);
  });
});
