import { describe, expect, it } from 'vitest';
import { officeRegistrationSchema, registrationSchema } from './auth';
import { toViolations } from './violations';

const newcomer = {
  username: 'nora', firstName: 'Nora', lastName: 'Nueva', email: 'Nora@example.test', emailRepeat: 'nora@example.test',
  password: 'Nueva1234', passwordRepeat: 'Nueva1234', dni: '12345678Z', birthDate: '1990-06-15', mobile: '+34 611 222 333',
  address1: 'Calle Luna 5', city: 'Valencia', postalCode: '46001', countryId: '1', membershipId: '1', acceptTerms: true,
};
const codes = (result: { error?: { issues: Parameters<typeof toViolations>[0] } }) => toViolations(result.error?.issues ?? []).map((v) => `${v.propertyPath} ${v.code}`);

describe('the registration schemas', () => {
  it('the public form needs a sponsor; the office one has none and drops a sponsor sent anyway', () => {
    expect(codes(registrationSchema.safeParse(newcomer))).toEqual(['sponsor validation.required']);
    expect(registrationSchema.parse({ ...newcomer, sponsor: 'demo' }).sponsor).toBe('demo');
    const office = officeRegistrationSchema.parse({ ...newcomer, sponsor: 'demo' });
    expect('sponsor' in office).toBe(false);
    expect(office).toMatchObject({ email: 'nora@example.test', countryId: 1, type: 'product', language: 'es' });
  });

  it('both apply the same rules, the matching e-mails and passwords included', () => {
    const wrong = { ...newcomer, emailRepeat: 'other@example.test', passwordRepeat: 'Other1234', birthDate: '2015-01-01' };
    const office = codes(officeRegistrationSchema.safeParse(wrong));
    expect(office).toEqual(expect.arrayContaining(['emailRepeat validation.emailsMustMatch', 'passwordRepeat validation.passwordsMustMatch']));
    expect(codes(registrationSchema.safeParse({ ...wrong, sponsor: 'demo' }))).toEqual(office);
  });
});
