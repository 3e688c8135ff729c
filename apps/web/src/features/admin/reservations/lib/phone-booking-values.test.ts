import { describe, expect, it } from 'vitest';
import { emptyPassenger } from '@/components/passengers/passenger-values';
import { emptyPhoneBooking, phoneBookingRequest, phoneBookingSchema } from './phone-booking-values';

const holder = emptyPassenger({ name: 'Ana Torres', mobile: '+34 600 111 222', email: 'ana@example.test', birthDate: '1990-01-20' });

describe('phoneBookingRequest', () => {
  it('sends a catalogue item without the service fields', () => {
    const values = { ...emptyPhoneBooking(), user: '7', event: '3', service: 'left over', passengers: [holder] };
    expect(phoneBookingRequest(values)).toEqual({ type: 'trip', user: '7', event: '3', passengers: [holder] });
  });

  it('sends an off-catalogue service without an item', () => {
    const values = { ...emptyPhoneBooking(), type: 'enjoyPoints' as const, user: '7', event: '3', service: 'Traslado', amount: 45.5, dateAt: '2027-01-10', passengers: [holder] };
    expect(phoneBookingRequest(values)).toEqual({ type: 'enjoyPoints', user: '7', service: 'Traslado', amount: 45.5, dateAt: '2027-01-10', passengers: [holder] });
  });
});

describe('phoneBookingSchema', () => {
  it('says what is missing on the fields the form shows', () => {
    const result = phoneBookingSchema.safeParse({ ...emptyPhoneBooking(), type: 'enjoyPoints' });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['user', 'service', 'amount', 'dateAt', 'passengers.0.name']));
  });

  it('reads a complete catalogue booking as the server does', () => {
    const result = phoneBookingSchema.safeParse({ ...emptyPhoneBooking(), user: '7', event: '/api/travel/3', passengers: [holder] });
    expect(result.success && result.data).toMatchObject({ type: 'trip', user: 7, event: 3 });
  });
});
