import { describe, expect, it } from 'vitest';
import { madridDayStart, madridToday, nextDay } from './madrid-day';

describe('Madrid days', () => {
  it('start at local midnight, winter and summer time alike', () => {
    expect(madridDayStart('2026-03-10')).toBe('2026-03-09T23:00:00.000Z');
    expect(madridDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // The days summer time begins and ends: midnight is still on the old offset.
    expect(madridDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(madridDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('today is the Madrid calendar day; the next day crosses months', () => {
    expect(madridToday(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});
