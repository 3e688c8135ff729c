import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraBonusPeriodDays, extraBonusPeriodMonths, extraBonusPool, lastEndedExtraBonusPeriod, splitByWeight, type WeightedMember } from './extra-bonus';

const members = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 2_000_000_000 }), weight: fc.integer({ min: 0, max: 240_000 }) }), {
  selector: (m) => m.id, maxLength: 60,
});
const pool = fc.integer({ min: 0, max: 10_000_000_000 }); // up to 100 million euros
const sum = (shares: Map<number, number>) => [...shares.values()].reduce((a, b) => a + b, 0);

describe('extra bonus pool split', () => {
  it('adds up exactly to the pool, never negative, whenever someone weighs something', () => {
    fc.assert(fc.property(pool, members, (amount, list) => {
      const shares = splitByWeight(amount, list);
      const weighs = list.some((m) => m.weight > 0);
      expect(sum(shares)).toBe(weighs ? amount : 0);
      for (const share of shares.values()) expect(share).toBeGreaterThanOrEqual(0);
      expect([...shares.keys()].sort((a, b) => a - b)).toEqual(list.map((m) => m.id).sort((a, b) => a - b));
    }));
  });

  it('is proportional within one cent, and a member who weighs nothing gets nothing', () => {
    fc.assert(fc.property(pool, members, (amount, list) => {
      const total = list.reduce((s, m) => s + m.weight, 0);
      if (!total) return;
      const shares = splitByWeight(amount, list);
      for (const m of list) {
        const exact = (amount * m.weight) / total;
        expect(Math.abs(shares.get(m.id)! - exact)).toBeLessThan(1 + 1e-6);
        if (m.weight === 0) expect(shares.get(m.id)).toBe(0);
      }
    }));
  });

  it('is deterministic whatever the order of the members', () => {
    fc.assert(fc.property(pool, members, fc.integer(), (amount, list, seed) => {
      const shuffled = [...list].sort((a, b) => ((a.id * 31 + seed) % 97) - ((b.id * 31 + seed) % 97));
      expect([...splitByWeight(amount, shuffled)].sort()).toEqual([...splitByWeight(amount, list)].sort());
    }));
  });

  it('gives the leftover cents to the largest remainders, ties to the lower id', () => {
    const three: WeightedMember[] = [{ id: 9, weight: 1 }, { id: 4, weight: 1 }, { id: 7, weight: 1 }];
    expect(Object.fromEntries(splitByWeight(100, three))).toEqual({ 4: 34, 7: 33, 9: 33 });
    expect(Object.fromEntries(splitByWeight(200, three))).toEqual({ 4: 67, 7: 67, 9: 66 });
    expect(Object.fromEntries(splitByWeight(10, [{ id: 1, weight: 300 }, { id: 2, weight: 700 }]))).toEqual({ 1: 3, 2: 7 });
    expect(Object.fromEntries(splitByWeight(0, three))).toEqual({ 4: 0, 7: 0, 9: 0 });
    expect(splitByWeight(100, []).size).toBe(0);
  });

  it('refuses negative or fractional amounts and weights', () => {
    expect(() => splitByWeight(-1, [])).toThrow(RangeError);
    expect(() => splitByWeight(1.5, [])).toThrow(RangeError);
    expect(() => splitByWeight(1, [{ id: 1, weight: -1 }])).toThrow(RangeError);
  });
});

describe('extra bonus periods and pool', () => {
  it('knows a period’s days and months', () => {
    expect(extraBonusPeriodDays('monthly', '2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(extraBonusPeriodDays('annual', '2026')).toEqual({ first: '2026-01-01', next: '2027-01-01' });
    expect(extraBonusPeriodMonths('annual', '2026')).toHaveLength(12);
    expect(extraBonusPeriodMonths('annual', '2026')[11]).toBe('2026-12');
    expect(() => extraBonusPeriodDays('annual', '2026-01')).toThrow(RangeError);
    expect(lastEndedExtraBonusPeriod('monthly', '2027-01-01')).toBe('2026-12');
    expect(lastEndedExtraBonusPeriod('annual', '2027-01-01')).toBe('2026');
  });

  it('rounds the pool half up', () => {
    expect(extraBonusPool(10_050, 100)).toBe(101); // 1 % of 100.50 = 1.005
    expect(extraBonusPool(10_049, 100)).toBe(100);
    expect(extraBonusPool(0, 500)).toBe(0);
  });
});
