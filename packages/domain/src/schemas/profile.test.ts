import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileRuleViolations, profileSchema, profileUpdateSchema, withholdsIrpf } from './profile';
import { toViolations } from './violations';

const violations = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toViolations(result.error.issues).map((v) => [v.propertyPath, v.code]);
};

const whole = {
  name: 'Eva', surname: 'Prueba', dni: '12345678z', birthDate: '1990-04-02', address1: 'Calle Real 1', city: 'Sevilla',
  postalCode: '41001', countryId: '44', mobile: '+34 600 111 222', userType: 'individual',
};

describe('profile schemas', () => {
  it('reads the form as the server stores it: ids from strings or IRIs, empty inputs as none, bank data normalised', () => {
    const parsed = profileSchema.parse({ ...whole, stateId: '/api/states/7', skype: '  ', iban: 'es91 2100 0418 4502 0005 1332', bic: 'caixesbbxxx' });
    expect(parsed).toMatchObject({ dni: '12345678Z', countryId: 44, stateId: 7, skype: null, iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' });
  });

  it('an update leaves absent fields out, clears emptied optional ones and refuses emptied required ones', () => {
    expect(profileUpdateSchema.parse({ mobile: '+34 611 000 000' })).toEqual({ mobile: '+34 611 000 000' });
    expect(profileUpdateSchema.parse({ iban: '', gender: null })).toEqual({ iban: null, gender: null });
    expect(violations(profileUpdateSchema, { name: '', countryId: '', mobile: '12' })).toEqual([
      ['name', 'validation.required'], ['countryId', 'validation.invalid'], ['mobile', 'validation.invalid'],
    ]);
    expect(violations(profileUpdateSchema, { iban: 'ES9121000418450200051333', companyVat: 'x!' })).toEqual([['companyVat', 'validation.invalid'], ['iban', 'validation.iban']]);
  });

  it('a company needs its name and VAT number; IBAN and BIC go together', () => {
    expect(violations(profileSchema, { ...whole, userType: 'company' })).toEqual([['companyName', 'validation.required'], ['companyVat', 'validation.required']]);
    expect(violations(profileSchema, { ...whole, userType: 'freelancer' })).toEqual([]);
    expect(profileRuleViolations({ iban: 'ES9121000418450200051332' }).map((v) => v.propertyPath)).toEqual(['bic']);
    expect(profileRuleViolations({ bic: 'CAIXESBBXXX' }).map((v) => v.propertyPath)).toEqual(['iban']);
  });

  it('IRPF is withheld from individuals only', () => {
    expect([withholdsIrpf('individual'), withholdsIrpf('freelancer'), withholdsIrpf('company')]).toEqual([true, false, false]);
  });
});
