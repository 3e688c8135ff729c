import type { Violation } from '@vo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const NUL = '\u0000';

/**
 * Where a NUL character sits in parsed input (a key or a string value), as a property path; null when
 * there is none. Walks with its own stack, so a deeply nested JSON body cannot overflow the call stack.
 */
function findNul(input: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path.join('.') || 'value';
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return [...path, key].join('.');
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL in text (and PGlite fails differently), so a NUL anywhere in the path,
 * the query or the body is refused before validation, for every route at once (issue 13, item 8).
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const propertyPath = findNul(part);
      if (propertyPath === null) continue;
      const violation: Violation = { propertyPath, code: 'validation.invalid', params: { name: propertyPath.split('.').pop() } };
      throw new AppError('VALIDATION', [violation]);
    }
  });
}
