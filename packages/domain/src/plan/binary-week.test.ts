import { describe, expect, it } from 'vitest';
import { isoWeek, lastEndedWeek, weekBounds } from './binary-week';

describe('ISO weeks of the binary cycle', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // a Sunday ends week 47
    ['2026-11-23', '2026-W48'],
    ['2027-01-01', '2026-W53'], // 2026 has 53 weeks
    ['2024-12-30', '2025-W01'],
  ])('%s is in %s', (day, week) => expect(isoWeek(day)).toBe(week));

  it('bounds a week from Monday to the next Monday and refuses weeks that do not exist', () => {
    expect(weekBounds('2026-W47')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(weekBounds('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(() => weekBounds('2025-W53')).toThrow(RangeError);
    expect(() => weekBounds('2026-47')).toThrow(RangeError);
  });

  it('on any day of a week, the last ended week is the previous one', () => {
    expect(lastEndedWeek('2026-11-23')).toBe('2026-W47');
    expect(lastEndedWeek('2026-11-29')).toBe('2026-W47');
  });
});
