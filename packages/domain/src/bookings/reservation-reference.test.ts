import { describe, expect, it } from 'vitest';
import { reservationCodeOf, reservationReference } from './reservation-reference';

describe('reservation references', () => {
  it('name the locator, and nothing else is a reservation', () => {
    expect(reservationCodeOf(reservationReference('ACD347'))).toBe('ACD347');
    for (const other of ['payment:12', 'transfer:3', '', null, undefined]) expect(reservationCodeOf(other)).toBeNull();
  });
});
