import { describe, expect, it } from 'vitest';
import { variableRule, variableValueSchemaFor } from './variable-values';
import { toViolations } from './violations';

/** The stored value, or the first violation's code and params. */
const check = (key: string, value: unknown) => {
  const result = variableValueSchemaFor(key).safeParse({ value });
  if (result.success) return result.data.value;
  const [first] = toViolations(result.error.issues);
  return { code: first!.code, params: first!.params };
};

describe('variableValueSchemaFor: each known key keeps its own format', () => {
  it('euros: two decimals at most, not negative, written with two decimals (a decimal comma is accepted)', () => {
    expect(check('transferMinimumAmount', ' 60 ')).toBe('60.00');
    expect(check('transferCost.eu', '3,5')).toBe('3.50');
    expect(check('fee.STRIPE_PAYMENT.base', '0.25')).toBe('0.25');
    expect(check('transferMinimumAmount', '10.005')).toMatchObject({ code: 'validation.twoDecimals' });
    expect(check('transferMinimumAmount', '-1')).toMatchObject({ code: 'validation.min', params: { value: 0 } });
    expect(check('transferMinimumAmount', 'fifty')).toMatchObject({ code: 'validation.invalid' });
    expect(check('enjoyPointEuroValue', '0')).toMatchObject({ code: 'validation.min', params: { value: 0.01 } });
  });

  it('percent: 0 to 100 with two decimals, written as typed', () => {
    expect(check('unilevel.level1', '12.5')).toBe('12.5');
    expect(check('fee.PAYPAL_PAYMENT.percent', '6')).toBe('6');
    expect(check('taxRate', '101')).toMatchObject({ code: 'validation.max', params: { value: 100 } });
    expect(check('enjoyBonus.level2', '1.234')).toMatchObject({ code: 'validation.twoDecimals' });
  });

  it('whole numbers within their bounds: days 0..365, hours, milliseconds', () => {
    expect(variableRule('retainedRefundWindowDays')).toMatchObject({ kind: 'integer', min: 0, max: 365, unit: 'days' });
    expect(check('retainedRefundWindowDays', '0')).toBe('0');
    expect(check('retainedRefundWindowDays', '366')).toMatchObject({ code: 'validation.max', params: { value: 365 } });
    expect(check('retainedRefundWindowDays', '14.5')).toMatchObject({ code: 'validation.integer' });
    expect(check('toastTimeoutMs', '-5')).toMatchObject({ code: 'validation.min' });
  });

  it('flags, choices and lists', () => {
    expect(check('provider.STRIPE_PAYMENT.active', 'false')).toBe('false');
    expect(check('isAdminOnUserActive', 'yes')).toMatchObject({ code: 'validation.oneOf', params: { value: 'true, false' } });
    expect(check('defaultLanguage', 'fr')).toMatchObject({ code: 'validation.oneOf', params: { value: 'es, en, pt' } });
    expect(check('enjoyPassOptions', '200, 50,100')).toBe('50,100,200');
    expect(check('pageSizeOptions', '5,5')).toMatchObject({ code: 'validation.integerList', params: { min: 1, max: 100 } });
    expect(check('payoutProcessingDays', 'Mon, Tue')).toBe('Mon,Tue');
    expect(check('payoutProcessingDays', 'Mon,Funday')).toMatchObject({ code: 'validation.listOf' });
  });

  it('dates, time zones, bank data and free text', () => {
    expect(check('statisticsStartDate', '2023-02-29')).toMatchObject({ code: 'validation.date' });
    expect(check('statisticsStartDate', '2024-02-29')).toBe('2024-02-29');
    expect(check('binaryCycleTimezone', 'Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(check('binaryCycleTimezone', 'Mars/Olympus')).toMatchObject({ code: 'validation.timeZone' });
    expect(check('companyIban', 'es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(check('companyIban', 'ES0021000418450200051332')).toMatchObject({ code: 'validation.iban' });
    expect(check('companyBic', 'caixesbbxxx')).toBe('CAIXESBBXXX');
    expect(check('companyName', '  ')).toMatchObject({ code: 'validation.required' });
    expect(check('companyName', 7)).toMatchObject({ code: 'validation.invalid' });
    expect(check('companyName', 'x'.repeat(501))).toMatchObject({ code: 'validation.maxLength', params: { value: 500 } });
  });
});
