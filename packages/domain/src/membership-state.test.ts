import { describe, expect, it } from 'vitest';
import { madridDay } from './calendar';
import { membershipState } from './membership-state';

describe('membership state', () => {
  it('is out of date once the paid-until day has passed, and correct on that day itself', () => {
    expect(membershipState('2026-05-09', '2026-05-10')).toBe('outOfDate');
    expect(membershipState('2026-05-10', '2026-05-10')).toBe('correct');
    expect(membershipState('2026-05-11', '2026-05-10')).toBe('correct');
    expect(membershipState(null, '2026-05-10')).toBe('correct');
  });

  it('counts the day in Madrid: at 22:30 UTC on the paid-until day it is already the next day there', () => {
    const lateEvening = new Date('2026-05-09T22:30:00Z'); // 00:30 on 10 May in Madrid (summer time)
    expect(membershipState('2026-05-09', madridDay(lateEvening))).toBe('outOfDate');
  });
});
