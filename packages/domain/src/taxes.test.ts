import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGross, taxOf } from './taxes';

describe('taxOf', () => {
  it('applies the rate and rounds to the cent', () => {
    expect(taxOf(5000, 7)).toBe(350);
    expect(taxOf(2500, 7)).toBe(175);
    expect(taxOf(1, 7)).toBe(0);
    expect(taxOf(8, 7)).toBe(1);
    expect(taxOf(0, 7)).toBe(0);
    // 50 × 7 % = 3.5 → 4 (half up); 1000 × 6.5 % = 65; 1000 × 7.1 % = 71.
    expect(taxOf(50, 7)).toBe(4);
    expect(taxOf(1000, 6.5)).toBe(65);
    expect(taxOf(1000, 7.1)).toBe(71);
  });
  it('rejects fractional cents', () => {
    expect(() => taxOf(1.5, 7)).toThrow(RangeError);
  });
  it('mirrors a refund: the tax of −net is −(tax of net)', () => {
    expect(taxOf(-50, 7)).toBe(-4);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 2500 }), (net, bp) => {
      expect(taxOf(-net, bp / 100)).toBe(-taxOf(net, bp / 100) + 0);
    }));
  });
});

describe('splitGross', () => {
  it('splits a VAT-included price so the parts add up', () => {
    // 7500 × 100 / 107 = 7009.35 → 7009; 7500 − 7009 = 491.
    expect(splitGross(7500, 7)).toEqual({ net: 7009, tax: 491 });
    // 7500 × 100 / 121 = 6198.35 → 6198; tax 1302.
    expect(splitGross(7500, 21)).toEqual({ net: 6198, tax: 1302 });
    expect(splitGross(7500, 0)).toEqual({ net: 7500, tax: 0 });
    // 107 × 100 / 107 = 100 exactly.
    expect(splitGross(107, 7)).toEqual({ net: 100, tax: 7 });
  });
});
