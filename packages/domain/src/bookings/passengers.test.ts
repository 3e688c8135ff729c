import { describe, expect, it } from 'vitest';
import { ageOn, allMinorsOn, isMinorOn } from './passengers';

describe('minors on the departure date', () => {
  it('counts whole years up to the day', () => {
    expect(ageOn('2009-08-01', '2027-07-31')).toBe(17);
    expect(ageOn('2009-08-01', '2027-08-01')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is a minor until the 18th birthday, on the departure date and not today', () => {
    expect(isMinorOn('2009-08-01', '2027-07-31')).toBe(true);
    expect(isMinorOn('2009-08-01', '2027-08-01')).toBe(false);
  });

  it('exempts a booking only when every passenger is a minor', () => {
    expect(allMinorsOn(['2015-01-01', '2012-05-05'], '2027-07-31')).toBe(true);
    expect(allMinorsOn(['2015-01-01', '1980-05-05'], '2027-07-31')).toBe(false);
    expect(allMinorsOn([], '2027-07-31')).toBe(false);
  });

  it('refuses what is not a day', () => {
    expect(() => ageOn('2009-02-30', '2027-07-31')).toThrow(RangeError);
  });
});
