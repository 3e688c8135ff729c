import { describe, expect, it } from 'vitest';
import { birthDateField, calendarDayField } from './fields';
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

describe('birthDateField', () => {
  it('takes a real birth day of an adult, a leap day included', () => {
    expect(birthDateField.parse('1984-02-29')).toBe('1984-02-29');
    expect(birthDateField.parse('1990-12-31')).toBe('1990-12-31');
  });

  it('refuses a day that is not on the calendar (30 February, 31 April, 29 February of a common year) as validation.invalid', () => {
    for (const bad of ['1990-02-30', '1990-02-31', '1990-04-31', '1990-02-29', '1990-13-01', '1990-00-10']) {
      const result = birthDateField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(toViolations(result.error!.issues)[0]?.code, bad).toBe('validation.invalid');
    }
  });
});
