import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeVariables } from './settings';

describe('settings from variables', () => {
  it('overrides known keys, keeping the type of the default', () => {
    const merged = mergeVariables(DEFAULT_SETTINGS, [
      { keyValue: 'toastTimeoutMs', value: '7000' },
      { keyValue: 'pageSizeOptions', value: '5,10,25' },
      { keyValue: 'taxName', value: 'VAT' },
      { keyValue: 'somethingElse', value: 'x' },
    ]);
    expect(merged.toastTimeoutMs).toBe(7000);
    expect(merged.pageSizeOptions).toEqual([5, 10, 25]);
    expect(merged.taxName).toBe('VAT');
    expect('somethingElse' in merged).toBe(false);
  });

  it('accepts JSON lists and keeps the default when a value cannot be read', () => {
    const merged = mergeVariables(DEFAULT_SETTINGS, [
      { keyValue: 'pageSizeOptions', value: '[3, 6]' },
      { keyValue: 'taxRate', value: 'seven' },
    ]);
    expect(merged.pageSizeOptions).toEqual([3, 6]);
    expect(merged.taxRate).toBe(DEFAULT_SETTINGS.taxRate);
  });
});
