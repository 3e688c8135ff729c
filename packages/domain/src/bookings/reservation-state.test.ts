import { describe, expect, it } from 'vitest';
import { canMoveReservation, isLocator, RESERVATION_STATUSES } from './reservation-state';

describe('the reservation state machine', () => {
  it('moves pending → paid → confirmed and cancels from pending or paid only', () => {
    const allowed = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.filter((to) => canMoveReservation(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['pending→paid', 'pending→cancelled', 'paid→confirmed', 'paid→cancelled']);
  });

  it('knows a locator by its alphabet and length', () => {
    expect(isLocator('ACDE34')).toBe(true);
    expect(isLocator('ACDE3')).toBe(false);
    expect(isLocator('ACDEO4')).toBe(false);
    expect(isLocator('acde34')).toBe(false);
  });
});
