import { addDays, madridDay, MAX_PASSENGERS, passengersField } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeError, domainResolver } from '@/lib/forms';
import { canAddPassenger, emptyPassenger, isMinorPassenger, passengerFieldPaths, type PassengersFormShape } from './passenger-values';

const resolver = domainResolver(z.object({ passengers: passengersField }));
const resolve = (values: PassengersFormShape) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const errorCode = (message: string | undefined) => (message ? decodeError(message)?.code : undefined);

describe('passengers fieldset', () => {
  it('asks the holder, and only the holder, for a mobile and an e-mail', async () => {
    const companion = emptyPassenger({ name: 'Ana', birthDate: '2015-04-01' });
    const result = await resolve({ passengers: [emptyPassenger({ name: 'Eva', birthDate: '1980-01-01' }), companion] });
    const errors = result.errors.passengers as unknown as Record<number, Record<string, { message?: string }> | undefined>;
    expect(errorCode(errors[0]?.mobile?.message)).toBe('validation.required');
    expect(errorCode(errors[0]?.email?.message)).toBe('validation.required');
    expect(errors[1]).toBeUndefined();
  });

  it('accepts a holder with contact data, blank optional fields and an upper-cased country', async () => {
    const holder = emptyPassenger({ name: 'Eva', mobile: '+34 600 000 000', email: 'eva@example.com', birthDate: '1980-01-01', country: 'es' });
    const result = await resolve({ passengers: [holder] });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ passengers: [{ name: 'Eva', mobile: '+34 600 000 000', email: 'eva@example.com', birthDate: '1980-01-01', country: 'ES' }] });
  });

  it('shows a minor from the birth date on the day the booked thing starts', () => {
    const start = addDays(madridDay(), 60);
    const seventeen = `${Number(start.slice(0, 4)) - 17}${start.slice(4)}`;
    expect(isMinorPassenger(seventeen, start)).toBe(true);
    expect(isMinorPassenger('1980-01-01', start)).toBe(false);
    expect(isMinorPassenger('2020-1', start)).toBe(false);
  });

  it('stops adding companions at the maximum and names every field a server violation may point at', () => {
    expect(canAddPassenger(MAX_PASSENGERS - 1)).toBe(true);
    expect(canAddPassenger(MAX_PASSENGERS)).toBe(false);
    expect(passengerFieldPaths(2)).toContain('passengers.1.birthDate');
    expect(passengerFieldPaths()).toHaveLength(1 + MAX_PASSENGERS * 7);
  });
});
