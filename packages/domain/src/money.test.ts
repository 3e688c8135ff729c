import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, percentToBasisPoints } from './money';

describe('divideRounded', () => {
  it('rounds halves away from zero, in integers', () => {
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(25, 10)).toBe(3);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(Object.is(divideRounded(-4, 10), 0)).toBe(true);
    expect(divideRounded(0, 3)).toBe(0);
    expect(divideRounded(363_800, 10_000)).toBe(36);
  });
  it('refuses fractions and a non-positive divisor', () => {
    expect(() => divideRounded(1.5, 10)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
  it('is the nearest integer to the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRounded(n, d);
        expect(Number.isSafeInteger(q)).toBe(true);
        expect(2 * Math.abs(q * d - n)).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('percentToBasisPoints', () => {
  it('reads numbers and the strings of the variables table exactly', () => {
    expect(percentToBasisPoints(1.7)).toBe(170);
    expect(percentToBasisPoints('1.7')).toBe(170);
    expect(percentToBasisPoints('7')).toBe(700);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(6)).toBe(600);
    expect(percentToBasisPoints(0)).toBe(0);
  });
  it('refuses negative rates, more than two decimals and text', () => {
    expect(() => percentToBasisPoints(-1)).toThrow(RangeError);
    expect(() => percentToBasisPoints('1.234')).toThrow(RangeError);
    expect(() => percentToBasisPoints(1.234)).toThrow(RangeError);
    expect(() => percentToBasisPoints('abc')).toThrow(RangeError);
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});
