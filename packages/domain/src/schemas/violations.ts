import type { z } from 'zod';

/** One invalid field, as the server sends it and the browser shows it (message key + params). */
export interface Violation {
  propertyPath: string;
  code: string;
  params?: Record<string, unknown>;
}

/** Maps zod issues to translation keys of the validation catalogue (spec section 5), the first one per field. */
export function toViolations(issues: readonly z.core.$ZodIssue[]): Violation[] {
  const seen = new Set<string>();
  const firstPerField = issues.filter((issue) => {
    const path = issue.path.join('.');
    return seen.has(path) ? false : (seen.add(path), true);
  });
  return firstPerField.map((issue) => {
    const propertyPath = issue.path.join('.');
    const name = String(issue.path.at(-1) ?? 'value');
    if (issue.message.startsWith('validation.')) {
      const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
      return { propertyPath, code: issue.message, params: { name, ...params } };
    }
    switch (issue.code) {
      case 'invalid_type':
        return { propertyPath, code: issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid', params: { name } };
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) <= 1
            ? { propertyPath, code: 'validation.required', params: { name } }
            : { propertyPath, code: 'validation.minLength', params: { name, value: Number(issue.minimum) } };
        }
        return { propertyPath, code: 'validation.min', params: { name, value: Number(issue.minimum) } };
      case 'too_big': {
        const code = issue.origin === 'string' ? 'validation.maxLength' : issue.origin === 'array' ? 'validation.maxItems' : 'validation.max';
        return { propertyPath, code, params: { name, value: Number(issue.maximum) } };
      }
      case 'invalid_format':
        return { propertyPath, code: issue.format === 'email' ? 'validation.email' : 'validation.invalid', params: { name } };
      default:
        return { propertyPath, code: 'validation.invalid', params: { name } };
    }
  });
}
