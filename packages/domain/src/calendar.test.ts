import { describe, expect, it } from 'vitest';
import {
  addDays, addMonths, daysBetween, isDay, isoWeek, isoWeekday, lastEndedWeek, madridDay, madridDayStart, startOfIsoWeek, weekBounds,
} from './calendar';

describe('the Madrid day', () => {
  it('is the calendar day in Madrid, not in UTC nor in the machine', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (winter, UTC+1).
    expect(madridDay(new Date('2023-12-31T23:30:00Z'))).toBe('2024-01-01');
    expect(madridDay(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    // Summer (UTC+2): 22:00 UTC is midnight, one millisecond earlier is still the day before.
    expect(madridDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(madridDay(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
  });

  it('changes between two calls a millisecond apart across midnight, and is asked again for an earlier instant', () => {
    expect(madridDay(new Date('2026-06-30T21:59:59.998Z'))).toBe('2026-06-30');
    expect(madridDay(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
    expect(madridDay(new Date('2026-06-30T22:00:00.000Z'))).toBe('2026-07-01');
    expect(madridDay(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
    expect(() => madridDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('changes at local midnight on the days summer time begins and ends', () => {
    // 29 March 2026: clocks jump 02:00 -> 03:00; midnight is still on winter time (UTC+1).
    expect(madridDay(new Date('2026-03-28T22:59:59.999Z'))).toBe('2026-03-28');
    expect(madridDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(madridDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30'); // the 23-hour day is over
    // 25 October 2026: clocks fall back 03:00 -> 02:00; midnight is still on summer time (UTC+2).
    expect(madridDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(madridDay(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25'); // the 25-hour day
    expect(madridDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('starts at local midnight, winter and summer time alike', () => {
    expect(madridDayStart('2026-03-10').toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(madridDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(madridDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(madridDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(madridDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(madridDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('round-trips: the day of a day\'s start is that day', () => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) expect(madridDay(madridDayStart(day))).toBe(day);
  });
});

describe('day arithmetic', () => {
  it('adds days across months, leap days, years and summer time changes', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
  });

  it('adds months, a month end staying in its month', () => {
    expect(addMonths('2026-01-01', 1)).toBe('2026-02-01');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('counts calendar days, whatever summer time does to the hours', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
  });

  it('refuses what is not a day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '', '2026-02-03T00:00']) {
      expect(isDay(bad)).toBe(false);
      expect(() => addDays(bad, 1)).toThrow(RangeError);
    }
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
  });

  it('takes the years 1 to 99 as written (the Date constructor reads them as 1900 to 1999)', () => {
    expect(isDay('0001-01-01')).toBe(true);
    expect(isDay('0099-12-31')).toBe(true);
    expect(isDay('0004-02-29')).toBe(true);
    expect(isDay('0001-02-29')).toBe(false);
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-11-22', '2026-W47'], // a Sunday ends week 47
    ['2026-11-23', '2026-W48'],
    ['2026-12-28', '2026-W53'], // 2026 has 53 weeks: it starts on a Thursday
    ['2027-01-01', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'],
    ['2026-03-29', '2026-W13'], // the summer time Sunday belongs to its week
    ['2026-10-25', '2026-W43'],
  ])('%s is in %s', (day, week) => expect(isoWeek(day)).toBe(week));

  it('numbers weekdays from Monday and finds the Monday of a week', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(startOfIsoWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfIsoWeek('2027-01-03')).toBe('2026-12-28');
  });

  it('bounds a week from Monday to the next Monday and refuses weeks that do not exist', () => {
    expect(weekBounds('2026-W47')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(weekBounds('2026-W01')).toEqual({ start: '2025-12-29', end: '2026-01-05' });
    expect(weekBounds('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(() => weekBounds('2025-W53')).toThrow(RangeError);
    expect(() => weekBounds('2026-W00')).toThrow(RangeError);
    expect(() => weekBounds('2026-47')).toThrow(RangeError);
  });

  it('on any day of a week, the last ended week is the previous one', () => {
    expect(lastEndedWeek('2026-11-23')).toBe('2026-W47');
    expect(lastEndedWeek('2026-11-29')).toBe('2026-W47');
    expect(lastEndedWeek('2027-01-04')).toBe('2026-W53');
  });
});
