import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api-error';

describe('apiErrorFrom', () => {
  it('keeps the violations of a hydra:Error with the fields the domain names, dropping the rest', () => {
    const error = apiErrorFrom(400, {
      code: 'VALIDATION', 'hydra:description': 'amount: too low',
      violations: [{ propertyPath: 'amount', code: 'validation.min', message: 'Too low', params: { value: 50 }, extra: 'dropped' }],
    });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', description: 'amount: too low' });
    expect(error.violations).toEqual([{ propertyPath: 'amount', code: 'validation.min', message: 'Too low', params: { value: 50 } }]);
  });

  it('reads an untrusted body safely: no path, no violation; a missing or wrong code, message or params is tolerated', () => {
    const error = apiErrorFrom(400, {
      violations: [null, 'text', { message: 'no path' }, { propertyPath: 7 }, { propertyPath: 'iban', code: 3, message: null, params: 'x' }],
    });
    expect(error.violations).toEqual([{ propertyPath: 'iban', code: undefined, message: '', params: undefined }]);
    expect(apiErrorFrom(500, 'Internal Server Error')).toMatchObject({ status: 500, code: undefined, violations: [] });
    expect(apiErrorFrom(400, { violations: 'not a list' }).violations).toEqual([]);
  });

  it('keeps the details the server gives to act on when they fit the domain schema, and drops them otherwise', () => {
    const payment = { paymentId: 7, method: 'TRANS_PAYMENT', iban: 'ES91', beneficiary: 'VO', concept: 'ana', amount: 53.5 };
    expect(apiErrorFrom(403, { code: 'REGISTRATION_PAYMENT_PENDING', details: { payment } }).details).toEqual({ payment });
    expect(apiErrorFrom(403, { code: 'REGISTRATION_PAYMENT_PENDING', details: { payment: { ...payment, iban: 5 } } }).details).toBeUndefined();
    expect(apiErrorFrom(403, { code: 'USER_DEACTIVATED', details: { deactivateDate: '2026-11-20' } }).details).toEqual({ deactivateDate: '2026-11-20' });
    expect(apiErrorFrom(403, { code: 'USER_DEACTIVATED', details: { deactivateDate: 'yesterday' } }).details).toBeUndefined();
  });
});
