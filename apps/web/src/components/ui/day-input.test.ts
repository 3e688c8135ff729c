import { describe, expect, it } from 'vitest';
import { parseDay } from './day-input';

describe('parseDay (issue 18 item 7)', () => {
  it('reads a day as the interface writes it, day first, and as ISO', () => {
    expect(parseDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDay('5/3/2026')).toBe('2026-03-05');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
  });

  it('waits for a whole valid day', () => {
    expect(parseDay('05/03/20')).toBeNull();
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('03/25/2026')).toBeNull();
  });
});
