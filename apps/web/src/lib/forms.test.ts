import { forgotPasswordSchema, resetPasswordSchema } from '@vo/domain';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { applyViolations, decodeError, domainResolver, encodeError, errorText, placeServerError, serverFormActions } from './forms';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('form errors', () => {
  it('turn schema issues into catalogue keys', async () => {
    const result = await domainResolver(resetPasswordSchema)({ password: '', passwordRepeat: '' }, undefined, options);
    const errors = result.errors as Record<string, FieldError>;
    expect(decodeError(errors.password?.message ?? '')?.code).toBe('validation.required');
    expect(decodeError(errors.passwordRepeat?.message ?? '')?.code).toBe('validation.required');
  });

  it('carry the params of a message', async () => {
    const result = await domainResolver(resetPasswordSchema)({ password: 'ab1', passwordRepeat: 'x' }, undefined, options);
    const decoded = decodeError((result.errors as Record<string, FieldError>).password?.message ?? '');
    expect(decoded).toMatchObject({ code: 'validation.minLength', params: { value: 8 } });
  });

  it('give the parsed values when valid', async () => {
    const result = await domainResolver(forgotPasswordSchema)({ email: ' Demo@Example.com ' }, undefined, options);
    expect(result.values).toEqual({ email: 'demo@example.com' });
  });

  it('are translated with the field label as {name}, falling back to the server text', () => {
    const t = ((key: string, params?: Record<string, unknown>) => (key === 'fields.dni' ? 'DNI' : `${key}:${JSON.stringify(params ?? {})}`)) as unknown as TFunction;
    const exists = (key: string) => key === 'validation.invalid';
    expect(errorText(t, exists, encodeError('validation.invalid', { name: 'dni' }))).toBe('validation.invalid:{"name":"DNI"}');
    expect(errorText(t, exists, encodeError('', undefined, 'Texto del servidor'))).toBe('Texto del servidor');
    expect(errorText(t, exists, 'plain')).toBe('plain');
    expect(errorText(t, exists, encodeError('validation.invalid', { name: 'dateAt' }), 'Fecha y hora')).toBe('validation.invalid:{"name":"Fecha y hora"}');
    expect(errorText(t, exists, undefined)).toBeUndefined();
  });
});

describe('server violations', () => {
  it('land on their fields; the rest come back', () => {
    const set: Record<string, string | undefined> = {};
    const setError = ((name: string, error: { message?: string }) => {
      set[name] = error.message;
    }) as never;
    const rest = applyViolations(setError, [
      { propertyPath: 'email', code: 'validation.emailExists', message: 'El e-mail ya está registrado' },
      { propertyPath: 'profile.dni', code: 'validation.dniExists', message: 'El DNI ya existe' },
      { propertyPath: 'unknown', code: 'validation.invalid', message: 'x' },
    ], ['email', 'dni']);
    expect(decodeError(set.email ?? '')).toMatchObject({ code: 'validation.emailExists', fallback: 'El e-mail ya está registrado' });
    expect(decodeError(set.dni ?? '')?.code).toBe('validation.dniExists');
    expect(rest.map((v) => v.propertyPath)).toEqual(['unknown']);
  });

  it('leave the form its own alert only for what no field shows', () => {
    const setError = (() => {}) as never;
    const refused = (path: string) => new ApiError(400, 'VALIDATION', 'refused', [{ propertyPath: path, code: 'validation.invalid', message: 'x' }]);
    expect(placeServerError(setError, refused('week'), ['week'])).toBe(false);
    expect(placeServerError(setError, refused('other'), ['week'])).toBe(true);
    expect(placeServerError(setError, new ApiError(422, 'BINARY_WEEK_NOT_ENDED', 'not ended'), ['week'])).toBe(true);
    expect(placeServerError(setError, new Error('network'), ['week'])).toBe(true);
  });
});

describe('a server form', () => {
  const refused = (path: string) => new ApiError(400, 'VALIDATION', 'refused', [{ propertyPath: path, code: 'validation.invalid', message: 'x' }]);
  const setup = () => {
    const shown: unknown[] = [];
    const placed: string[] = [];
    const setError = ((field: string) => placed.push(field)) as never;
    return { shown, placed, actions: serverFormActions(setError, ['week'], (error) => shown.push(error)) };
  };

  it('empties its alert before each submit and keeps it empty when the call succeeds', async () => {
    const { shown, actions } = setup();
    let got: unknown;
    await actions.guard(async (values: { week: string }) => {
      got = values;
    })({ week: '2026-W01' });
    expect(got).toEqual({ week: '2026-W01' });
    expect(shown).toEqual([null]);
  });

  it('puts a violation on its field, not in the alert', async () => {
    const { shown, placed, actions } = setup();
    await actions.guard(() => Promise.reject(refused('week')))();
    expect(placed).toEqual(['week']);
    expect(shown).toEqual([null]);
  });

  it('shows in the alert what no field shows', async () => {
    const { shown, actions } = setup();
    const failure = new Error('network');
    await actions.guard(() => Promise.reject(failure))();
    expect(shown).toEqual([null, failure]);
    expect(actions.fail(refused('other'))).toBe(true);
    actions.clear();
    expect(shown.at(-1)).toBeNull();
  });
});
