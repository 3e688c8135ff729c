import { travelInputSchema, type Travel } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { journeyFormValues } from './journey-form-values';

const text = (v: string) => ({ es: `${v} es`, en: `${v} en`, pt: `${v} pt` });
const journey = {
  '@id': '/api/travel/3', '@type': 'Travel', id: 3, title: text('Crucero'), description: text('Ocho noches'), family: 'gto', kind: 'cruise',
  destination: 'Bergen', country: 'NO', departureOn: '2027-06-14', returnOn: '2027-06-23', bookingClosesOn: '2027-05-30',
  price: 1990, deposit: 400, seats: 25, seatsTaken: 2, seatsLeft: 23, permSoc: true, permDis: false, isActive: true,
  photo: null, excursions: 0, createdAt: '2026-11-26T00:00:00.000Z',
} as unknown as Travel;

describe('journeyFormValues', () => {
  it('gives an edited journey back as the body the API takes', () => {
    const body = travelInputSchema.parse(journeyFormValues(journey));
    expect(body).toMatchObject({ title: journey.title, family: 'gto', departureOn: '2027-06-14', price: 1990, deposit: 400, seats: 25, permDis: false });
    expect(body).not.toHaveProperty('seatsTaken');
    expect(body).not.toHaveProperty('photo');
  });

  it('starts a new journey blank, which the shared schema refuses until filled in', () => {
    const values = journeyFormValues();
    expect(values.title).toEqual({ es: '', en: '', pt: '' });
    expect(travelInputSchema.safeParse(values).success).toBe(false);
  });
});
