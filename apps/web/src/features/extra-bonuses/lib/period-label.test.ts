import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('names a month in the reader’s language and keeps a year as it is', () => {
    expect(periodLabel('monthly', '2026-10', 'en')).toBe('October 2026');
    expect(periodLabel('monthly', '2026-01', 'es')).toBe('enero de 2026');
    expect(periodLabel('annual', '2026', 'pt')).toBe('2026');
  });
});
