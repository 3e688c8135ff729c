import { describe, expect, it } from 'vitest';
import { paymentRejectSchema } from './admin-payments';
import { toViolations } from './violations';

const violations = (input: unknown) => {
  const result = paymentRejectSchema.safeParse(input);
  return result.success ? [] : toViolations(result.error.issues);
};

describe('paymentRejectSchema', () => {
  it('needs a reason of 3 to 500 characters once trimmed', () => {
    expect(violations({})).toEqual([{ propertyPath: 'reason', code: 'validation.required', params: { name: 'reason' } }]);
    expect(violations({ reason: '   ' })).toEqual([{ propertyPath: 'reason', code: 'validation.required', params: { name: 'reason' } }]);
    expect(violations({ reason: ' ab ' })).toEqual([{ propertyPath: 'reason', code: 'validation.minLength', params: { name: 'reason', value: 3 } }]);
    expect(violations({ reason: 'x'.repeat(501) })).toEqual([{ propertyPath: 'reason', code: 'validation.maxLength', params: { name: 'reason', value: 500 } }]);
    expect(paymentRejectSchema.parse({ reason: '  No transfer received ' })).toEqual({ reason: 'No transfer received' });
  });
});
