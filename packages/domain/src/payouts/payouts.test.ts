import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountRuleError } from '../plan/amount-rule-error';
import { normalizeBic, normalizeIban } from './bank-account';
import { payoutBreakdown, transferCost } from './payout-amounts';
import { expectedProcessingWindow } from './processing-window';

const base = { minimum: 5_000, available: 1_000_000, transferCost: 0, irpfRatePercent: 0, vatRatePercent: 0 };

describe('payout arithmetic (DESIGN.md section 8), hand-computed', () => {
  it.each([
    // case, request, cost, IRPF %, VAT %, → VAT, IRPF, actual
    ['Spanish individual, 15 % IRPF', 10_000, 0, 15, 0, 0, 1_500, 8_500],
    ['Spanish freelancer, 21 % VAT and 15 % IRPF', 10_000, 0, 15, 21, 2_100, 1_500, 10_600],
    ['Spanish company, 21 % VAT, no IRPF', 12_345, 0, 0, 21, 2_592, 0, 14_937],
    ['Portuguese bank (EC), individual without IRPF', 5_000, 300, 0, 0, 0, 0, 4_700],
    ['Mexican bank (elsewhere), individual', 20_000, 3_000, 0, 0, 0, 0, 17_000],
    ['EC bank, 7 % IRPF, half cent rounds up', 5_050, 300, 7, 0, 0, 354, 4_396],
  ])('%s', (_case, requestAmount, cost, irpf, vat, expectedVat, expectedIrpf, actual) => {
    const result = payoutBreakdown({ ...base, requestAmount, transferCost: cost, irpfRatePercent: irpf, vatRatePercent: vat });
    expect(result).toEqual({ requestAmount, vat: expectedVat, irpf: expectedIrpf, transferCost: cost, requestTotal: requestAmount + expectedVat, actualAmount: actual });
  });

  it('refuses below the minimum, above the balance, and a payout the cost would eat', () => {
    const rule = (input: Partial<Parameters<typeof payoutBreakdown>[0]>) => {
      try {
        payoutBreakdown({ ...base, requestAmount: 5_000, ...input });
        return null;
      } catch (error) {
        return (error as AmountRuleError).violation;
      }
    };
    expect(rule({ requestAmount: 4_999 })).toMatchObject({ code: 'validation.payoutMinimum', params: { value: 50 } });
    expect(rule({ requestAmount: 6_000, available: 5_999 })).toMatchObject({ code: 'validation.payoutAboveBalance', params: { value: 59.99 } });
    expect(rule({ minimum: 0, requestAmount: 3_000, transferCost: 3_000 })).toMatchObject({ code: 'validation.payoutNothingLeft' });
  });

  it('parts always add up and nothing is negative', () => {
    fc.assert(fc.property(
      fc.integer({ min: 5_000, max: 10_000_000 }), fc.constantFrom(0, 300, 3_000), fc.integer({ min: 0, max: 2_500 }), fc.integer({ min: 0, max: 2_500 }),
      (requestAmount, cost, irpfBp, vatBp) => {
        const r = payoutBreakdown({ ...base, available: 10_000_000, requestAmount, transferCost: cost, irpfRatePercent: irpfBp / 100, vatRatePercent: vatBp / 100 });
        expect(r.actualAmount).toBe(r.requestAmount + r.vat - r.irpf - r.transferCost);
        expect(r.actualAmount).toBeGreaterThan(0);
        expect(Number.isInteger(r.vat) && Number.isInteger(r.irpf)).toBe(true);
      },
    ));
  });

  it('costs by the bank country', () => {
    expect(transferCost({ code: 'ES', isEu: true })).toBe(0);
    expect(transferCost({ code: 'PT', isEu: true })).toBe(300);
    expect(transferCost({ code: 'MX', isEu: false })).toBe(3_000);
  });
});

describe('bank data and the processing window', () => {
  it('accepts IBANs by checksum and BICs by format', () => {
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(normalizeIban('ES9121000418450200051333')).toBeNull();
    expect(normalizeBic('caixesbbxxx')).toBe('CAIXESBBXXX');
    expect(normalizeBic('CAIX')).toBeNull();
  });

  it('pays requests of one week the next Monday to Wednesday', () => {
    expect(expectedProcessingWindow('2026-11-16')).toEqual({ from: '2026-11-23', to: '2026-11-25' }); // Monday
    expect(expectedProcessingWindow('2026-11-22')).toEqual({ from: '2026-11-23', to: '2026-11-25' }); // Sunday
    expect(expectedProcessingWindow('2026-12-31')).toEqual({ from: '2027-01-04', to: '2027-01-06' }); // Thursday
  });
});
