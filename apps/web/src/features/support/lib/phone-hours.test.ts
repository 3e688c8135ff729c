import { describe, expect, it } from 'vitest';
import { phoneHoursIn } from './phone-hours';

describe('phoneHoursIn', () => {
  const value = 'Mon-Fri 09:30-13:30, 15:00-19:00';

  it("reads the spec's hours in each language", () => {
    expect(phoneHoursIn(value, 'es')).toEqual({ firstDay: 'lunes', lastDay: 'viernes', hours: '09:30–13:30 y 15:00–19:00' });
    expect(phoneHoursIn(value, 'en')).toEqual({ firstDay: 'Monday', lastDay: 'Friday', hours: '09:30–13:30 and 15:00–19:00' });
    expect(phoneHoursIn(value, 'pt')).toEqual({ firstDay: 'segunda-feira', lastDay: 'sexta-feira', hours: '09:30–13:30 e 15:00–19:00' });
  });

  it('takes one day and one range', () => {
    expect(phoneHoursIn('Sat 10:00-14:00', 'en')).toEqual({ firstDay: 'Saturday', lastDay: null, hours: '10:00–14:00' });
  });

  it('gives up on a value of another shape, which is then shown as written', () => {
    expect(phoneHoursIn('Weekdays, mornings', 'en')).toBeNull();
    expect(phoneHoursIn('Mon-Fri 9 to 5', 'en')).toBeNull();
  });
});
