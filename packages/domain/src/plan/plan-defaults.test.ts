import { describe, expect, it } from 'vitest';
import { variableValueSchemaFor } from '../schemas/variable-values';
import { PLAN_DEFAULTS } from './plan-defaults';

describe('PLAN_DEFAULTS', () => {
  it.each(Object.entries(PLAN_DEFAULTS))('%s is a value an admin could save for that variable', (key, value) => {
    const written = Array.isArray(value) ? value.join(',') : String(value);
    expect(variableValueSchemaFor(key).safeParse({ value: written }).success).toBe(true);
  });
});
