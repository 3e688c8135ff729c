import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminReservationCreateSchema, reservationCreateSchema } from './reservations';
import { toViolations } from './violations';

const holder = { name: 'Ana Pérez', mobile: '+34 600 111 222', email: 'Ana@Example.test', birthDate: '1985-04-02', country: 'es' };
const codes = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toViolations(result.error.issues).map((v) => `${v.propertyPath}:${v.code}`);
};

describe('booking requests', () => {
  it('take the item as an id or an IRI of the booking type, the holder first', () => {
    const parsed = reservationCreateSchema.parse({ type: 'trip', event: '/api/travel/7', passengers: [holder, { name: 'Leo', birthDate: '2015-06-01', email: '' }] });
    expect(parsed).toMatchObject({ type: 'trip', event: 7 });
    expect(parsed.passengers[0]).toMatchObject({ email: 'ana@example.test', country: 'ES' });
    expect(parsed.passengers[1]!.email).toBeUndefined();
    expect(reservationCreateSchema.parse({ type: 'course', event: 3, passengers: [holder] }).event).toBe(3);
  });

  it('refuse an IRI of another type, a holder without contact, no passengers and a birth day in the future', () => {
    expect(codes(reservationCreateSchema, { type: 'trip', event: '/api/courses/7', passengers: [holder] })).toEqual(['event:validation.invalid']);
    expect(codes(reservationCreateSchema, { type: 'trip', event: 7, passengers: [{ ...holder, mobile: undefined, email: undefined }] }))
      .toEqual(['passengers.0.mobile:validation.required', 'passengers.0.email:validation.required']);
    expect(codes(reservationCreateSchema, { type: 'trip', event: 7, passengers: [] })).toEqual(['passengers:validation.required']);
    expect(codes(reservationCreateSchema, { type: 'trip', event: 7, passengers: [{ ...holder, birthDate: '2999-01-01' }] })).toEqual(['passengers.0.birthDate:validation.invalid']);
    expect(codes(reservationCreateSchema, { type: 'enjoyPoints', event: 7, passengers: [holder] })).toEqual(['type:validation.invalid']);
  });
});

describe('assistance-phone bookings', () => {
  it('book a catalogue item or an off-catalogue service for a member', () => {
    expect(adminReservationCreateSchema.parse({ type: 'event', user: '/api/users/4', event: 9, passengers: [holder] })).toMatchObject({ user: 4, event: 9 });
    expect(adminReservationCreateSchema.parse({ type: 'enjoyPoints', user: 4, service: 'Hotel in Lisbon', amount: 120.5, dateAt: '2027-05-01', passengers: [holder] }))
      .toMatchObject({ type: 'enjoyPoints', amount: 120.5 });
  });

  it('need the service, a positive amount and a day for a service', () => {
    expect(codes(adminReservationCreateSchema, { type: 'enjoyPoints', user: 4, service: ' ', amount: 0, dateAt: '2027-02-30', passengers: [holder] }))
      .toEqual(['service:validation.required', 'amount:validation.min', 'dateAt:validation.date']);
    expect(codes(adminReservationCreateSchema, { type: 'cruise', user: 4 })).toEqual(['type:validation.invalid']);
  });
});
