import { toNestErrors } from '@hookform/resolvers';
import { toViolations, type Violation } from '@vo/domain';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, type ApiViolation } from '@/api/api-error';

/**
 * Form errors carry a translation key and its params (never a translated text), so a language switch
 * re-translates the messages already on screen. They travel in react-hook-form's `message` as JSON.
 */
interface EncodedError {
  code: string;
  params?: Record<string, unknown>;
  /** A text to show when `code` is not in the catalogue (a server message, already translated). */
  fallback?: string;
}

export function encodeError(code: string, params?: Record<string, unknown>, fallback?: string): string {
  return JSON.stringify({ code, params, fallback } satisfies EncodedError);
}

export function decodeError(message: string): EncodedError | null {
  if (!message.startsWith('{')) return null;
  try {
    const value = JSON.parse(message) as Partial<EncodedError>;
    return typeof value.code === 'string' ? (value as EncodedError) : null;
  } catch {
    return null;
  }
}

/**
 * The text of an encoded error; `{name}` becomes the field's translated label: `label` when the field gives its
 * own (its name has no entry under `fields`), else `fields.{name}`.
 */
export function errorText(t: TFunction, exists: (key: string) => boolean, message: string | undefined, label?: string): string | undefined {
  if (!message) return undefined;
  const decoded = decodeError(message);
  if (!decoded) return message;
  const params: Record<string, unknown> = { ...decoded.params };
  if (typeof params.name === 'string') params.name = label ?? t(`fields.${params.name}`, { defaultValue: params.name });
  if (exists(decoded.code)) return t(decoded.code, params);
  return decoded.fallback ?? decoded.code;
}

export function useErrorText(): (error: FieldError | undefined | { message?: string }, label?: string) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback((error, label) => errorText(t, (key) => i18n.exists(key), error?.message, label), [t, i18n]);
}

/**
 * A react-hook-form resolver for the shared zod schemas of @vo/domain: issues become the same violation
 * codes the server sends (toViolations). `extra` adds rules that need what only the screen knows.
 */
export function domainResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  extra?: (values: Input) => Violation[],
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    const violations = [...(result.success ? [] : toViolations(result.error.issues)), ...(extra?.(values) ?? [])];
    if (violations.length === 0 && result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const v of violations) {
      if (errors[v.propertyPath]) continue;
      errors[v.propertyPath] = { type: v.code, message: encodeError(v.code, v.params) };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) } as never;
  };
}

/**
 * A refused call on a form: its violations go on their fields; true when something is left for the form's
 * own alert (not an API error, no violations, or a violation no field shows).
 */
export function placeServerError<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly string[]): boolean {
  const unmatched = isApiError(error) ? applyViolations(setError, error.violations, fields) : [];
  return !isApiError(error) || error.violations.length === 0 || unmatched.length > 0;
}

/**
 * What a form does with a refused call, apart from React state: `fail` places the refusal (violations on their
 * fields, the rest through `show` for the form's alert); `guard` wraps a submit handler, emptying the alert first.
 */
export function serverFormActions<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[], show: (error: unknown) => void) {
  const fail = (error: unknown): boolean => {
    const left = placeServerError(setError, error, fields);
    if (left) show(error);
    return left;
  };
  const guard = <A extends unknown[]>(action: (...args: A) => Promise<void>) => async (...args: A): Promise<void> => {
    show(null);
    try {
      await action(...args);
    } catch (error) {
      fail(error);
    }
  };
  return { fail, guard, clear: () => show(null) };
}

/**
 * The server side of a form: `formError` for its alert, `guard(handler)` for its submit, `fail(error)` for a refusal
 * caught by hand (true when the alert shows it), `clear()` when a dialog is dismissed.
 */
export function useServerForm<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const [formError, setFormError] = useState<unknown>(null);
  return { formError, ...serverFormActions(setError, fields, setFormError) };
}

/** Puts server violations on their fields; returns those no field matched. */
export function applyViolations<T extends FieldValues>(
  setError: UseFormSetError<T>,
  violations: ApiViolation[],
  fields: readonly string[],
): ApiViolation[] {
  const unmatched: ApiViolation[] = [];
  let first = true;
  for (const v of violations) {
    const field = fields.includes(v.propertyPath) ? v.propertyPath : fields.find((f) => v.propertyPath.endsWith(`.${f}`));
    if (!field) {
      unmatched.push(v);
      continue;
    }
    setError(field as Path<T>, { type: 'server', message: encodeError(v.code ?? '', v.params, v.message) }, { shouldFocus: first });
    first = false;
  }
  return unmatched;
}
