import { describe, expect, it } from 'vitest';
import { calendarDayField } from './fields';
import { toViolations } from './violations';

describe('calendarDayField', () => {
  it('takes a real calendar day, leap days included', () => {
    expect(calendarDayField.parse('2024-02-29')).toBe('2024-02-29');
    expect(calendarDayField.parse('2026-12-31')).toBe('2026-12-31');
  });

  it('refuses a day that is not on the calendar, or not written YYYY-MM-DD, as validation.invalid', () => {
    for (const bad of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-2-3', '2026-02-03T00:00', '']) {
      const result = calendarDayField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(toViolations(result.error!.issues)[0]?.code, bad).toBe('validation.invalid');
    }
  });
});
