import { describe, expect, it } from 'vitest';
import { taxOf } from './taxes';

describe('taxOf', () => {
  it('applies the rate and rounds to the cent', () => {
    expect(taxOf(5000, 7)).toBe(350);
    expect(taxOf(2500, 7)).toBe(175);
    expect(taxOf(1, 7)).toBe(0);
    expect(taxOf(8, 7)).toBe(1);
    expect(taxOf(0, 7)).toBe(0);
  });
  it('rejects fractional cents', () => {
    expect(() => taxOf(1.5, 7)).toThrow(RangeError);
  });
});
