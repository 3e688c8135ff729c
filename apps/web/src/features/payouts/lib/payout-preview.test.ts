import { maskIban } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import type { PayoutTerms } from '@/features/payouts/api/get-payout-terms';
import { payoutPreview, payoutRange } from './payout-preview';
import { processingWindowText } from './processing-window-text';

const terms: PayoutTerms = {
  allowed: true, iban: 'ES7921000813610123456789', bic: 'CAIXESBBXXX', bankDataComplete: true,
  minimum: 50, available: 97.5, transferCost: 0, irpfRatePercent: 15, vatRatePercent: 0,
  expected: { from: '2026-11-23', to: '2026-11-25' },
};

describe('payout preview (the request form live breakdown)', () => {
  it('works out what a Spanish individual receives: 15 % IRPF withheld, no cost', () => {
    expect(payoutPreview(terms, 80)).toEqual({
      breakdown: { requestAmount: 8_000, vat: 0, irpf: 1_200, transferCost: 0, requestTotal: 8_000, actualAmount: 6_800 },
      violation: null,
    });
  });

  it('adds VAT and takes the cost of a bank elsewhere in the EC', () => {
    const { breakdown } = payoutPreview({ ...terms, irpfRatePercent: 0, vatRatePercent: 21, transferCost: 3 }, 50.5);
    expect(breakdown).toMatchObject({ vat: 1_061, irpf: 0, transferCost: 300, requestTotal: 6_111, actualAmount: 5_811 });
  });

  it('names the rule an amount breaks, with the figure the message shows', () => {
    expect(payoutPreview(terms, 49.99).violation).toMatchObject({ propertyPath: 'requestAmount', code: 'validation.payoutMinimum', params: { value: 50 } });
    expect(payoutPreview(terms, 97.51).violation).toMatchObject({ code: 'validation.payoutAboveBalance', params: { value: 97.5 } });
    expect(payoutPreview({ ...terms, minimum: 0, irpfRatePercent: 0, transferCost: 30 }, 30).violation).toMatchObject({ code: 'validation.payoutNothingLeft' });
  });

  it('leaves a missing or malformed amount to the schema', () => {
    for (const amount of [undefined, Number.NaN, -5, 60.123]) expect(payoutPreview(terms, amount)).toEqual({ breakdown: null, violation: null });
  });

  it('offers a range only when the balance reaches the minimum', () => {
    expect(payoutRange(terms)).toEqual({ min: 50, max: 97.5 });
    expect(payoutRange({ ...terms, available: 49.99 })).toBeNull();
  });
});

describe('bank data and processing window on screen', () => {
  it('masks the IBAN but keeps its country and last four characters', () => {
    expect(maskIban('ES7921000813610123456789')).toBe('ES79 •••• •••• 6789');
    expect(maskIban('es79 2100 0813 6101 2345 6789')).toBe('ES79 •••• •••• 6789');
  });

  it('says the window as a sentence reads it, the month once unless it changes', () => {
    expect(processingWindowText({ from: '2026-11-23', to: '2026-11-25' }, 'en')).toEqual({ from: 'Monday 23', to: 'Wednesday 25 November' });
    expect(processingWindowText({ from: '2026-11-23', to: '2026-11-25' }, 'es')).toEqual({ from: 'lunes 23', to: 'miércoles 25 de noviembre' });
    expect(processingWindowText({ from: '2026-11-30', to: '2026-12-02' }, 'pt')).toEqual({ from: 'segunda-feira 30 de novembro', to: 'quarta-feira 2 de dezembro' });
  });
});
