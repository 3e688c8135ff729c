import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationTerms, restPayment, travelPointsCap } from './reservation-money';

describe('the Travel Points share', () => {
  it('is 5 % of a cruise and 10 % of a tour-operator trip, nothing without a journey kind', () => {
    expect(travelPointsCap(200_000, 'cruise')).toBe(10_000);
    expect(travelPointsCap(200_000, 'tourOperator')).toBe(20_000);
    expect(travelPointsCap(200_000, null)).toBe(0);
  });

  it('follows the variables and rounds down, so it never passes the rate', () => {
    expect(travelPointsCap(99_999, 'cruise')).toBe(4_999);
    expect(travelPointsCap(100_000, 'tourOperator', { cruise: 5, tourOperator: 12.5 })).toBe(12_500);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (total, bp) => {
      const cap = travelPointsCap(total, 'cruise', { cruise: bp / 100, tourOperator: 10 });
      return cap * 10_000 <= total * bp && (cap + 1) * 10_000 > total * bp;
    }));
  });
});

describe('paying the rest', () => {
  const balances = { enjoyPoints: 30_000, travelPoints: 50_000, wallet: 100_000 };

  it('takes Enjoy Points, then Travel Points up to their share, then the wallet', () => {
    expect(restPayment({ due: 100_000, balances, travelPointsRoom: 10_000 })).toEqual({ ok: true, split: { enjoyPoints: 30_000, travelPoints: 10_000, wallet: 60_000 } });
    expect(restPayment({ due: 20_000, balances, travelPointsRoom: 10_000 })).toEqual({ ok: true, split: { enjoyPoints: 20_000, travelPoints: 0, wallet: 0 } });
    expect(restPayment({ due: 35_000, balances: { ...balances, travelPoints: 2_000 }, travelPointsRoom: 10_000 }))
      .toEqual({ ok: true, split: { enjoyPoints: 30_000, travelPoints: 2_000, wallet: 3_000 } });
    expect(restPayment({ due: 0, balances, travelPointsRoom: 10_000 })).toEqual({ ok: true, split: { enjoyPoints: 0, travelPoints: 0, wallet: 0 } });
  });

  it('fails on the wallet when the balances together fall short', () => {
    expect(restPayment({ due: 140_001, balances, travelPointsRoom: 10_000 })).toEqual({ ok: false, problem: 'wallet' });
  });

  it('always pays exactly what is due and keeps Travel Points within their room and balance', () => {
    const arbitraryBalances = fc.record({ enjoyPoints: fc.nat(100_000), travelPoints: fc.nat(100_000), wallet: fc.nat(100_000) });
    fc.assert(fc.property(fc.nat(300_000), arbitraryBalances, fc.nat(50_000), (due, b, room) => {
      const result = restPayment({ due, balances: b, travelPointsRoom: room });
      if (!result.ok) return b.enjoyPoints + Math.min(room, b.travelPoints) + b.wallet < due;
      const { enjoyPoints, travelPoints, wallet } = result.split;
      return enjoyPoints + travelPoints + wallet === due && travelPoints <= Math.min(room, b.travelPoints) && enjoyPoints <= b.enjoyPoints && wallet <= b.wallet;
    }));
  });

  it('takes the member\'s chosen amounts when they add up, fit the share and the balances', () => {
    expect(restPayment({ due: 50_000, balances, travelPointsRoom: 10_000, chosen: { wallet: 45_000, travelPoints: 5_000 } }))
      .toEqual({ ok: true, split: { enjoyPoints: 0, travelPoints: 5_000, wallet: 45_000 } });
    expect(restPayment({ due: 50_000, balances, travelPointsRoom: 10_000, chosen: { wallet: 40_000 } })).toEqual({ ok: false, problem: 'sum' });
    expect(restPayment({ due: 50_000, balances, travelPointsRoom: 10_000, chosen: { wallet: 30_000, travelPoints: 20_000 } })).toEqual({ ok: false, problem: 'travelPointsCap' });
    expect(restPayment({ due: 50_000, balances, travelPointsRoom: 10_000, chosen: { enjoyPoints: 40_000, wallet: 10_000 } })).toEqual({ ok: false, problem: 'enjoyPoints' });
    expect(restPayment({ due: 50_000, balances: { ...balances, travelPoints: 1_000 }, travelPointsRoom: 10_000, chosen: { travelPoints: 5_000, wallet: 45_000 } }))
      .toEqual({ ok: false, problem: 'travelPoints' });
    expect(restPayment({ due: 150_000, balances, travelPointsRoom: 10_000, chosen: { wallet: 150_000 } })).toEqual({ ok: false, problem: 'wallet' });
  });
});

describe('cancelling', () => {
  const paid = { enjoyPoints: 40_000, travelPoints: 10_000, wallet: 150_000, outside: 0 };
  const terms = (today: string) => cancellationTerms({ paid, deposit: 30_000, dateAt: '2027-07-31', today, freeCancelDays: 30 });

  it('gives everything back up to the free-cancel limit (30 days before the start)', () => {
    expect(terms('2027-07-01')).toEqual({ free: true, freeUntil: '2027-07-01', refund: paid, kept: 0 });
  });

  it('keeps the deposit as revenue from the day after and gives the rest back to where it came from', () => {
    expect(terms('2027-07-02')).toEqual({ free: false, freeUntil: '2027-07-01', refund: { ...paid, enjoyPoints: 10_000 }, kept: 30_000 });
    expect(terms('2027-08-15').kept).toBe(30_000);
  });

  it('takes the variable and falls back on the plan default', () => {
    expect(cancellationTerms({ paid, deposit: 30_000, dateAt: '2027-07-31', today: '2027-07-25', freeCancelDays: 5 }).free).toBe(true);
    expect(cancellationTerms({ paid, deposit: 30_000, dateAt: '2027-07-31', today: '2027-07-01' }).freeUntil).toBe('2027-07-01');
  });

  it('never keeps more than the Enjoy Points paid, and refund plus kept is always what was paid', () => {
    fc.assert(fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.integer({ min: -60, max: 60 }), (ep, wallet, deposit, daysLeft) => {
      const given = { enjoyPoints: ep, travelPoints: 0, wallet, outside: 0 };
      const day = new Date(Date.UTC(2027, 6, 31 - daysLeft)).toISOString().slice(0, 10);
      const t = cancellationTerms({ paid: given, deposit, dateAt: '2027-07-31', today: day, freeCancelDays: 30 });
      return t.kept <= ep && t.refund.enjoyPoints + t.kept === ep && t.refund.wallet === wallet && t.free === (daysLeft >= 30);
    }));
  });
});
