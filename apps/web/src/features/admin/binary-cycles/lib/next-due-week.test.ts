import { describe, expect, it } from 'vitest';
import { nextDueWeek } from './next-due-week';

describe('nextDueWeek', () => {
  it('offers the week after the last paid, not a week already paid (issue 18 item 11)', () => {
    // Thursday 26 November 2026 is in 2026-W48; 2026-W47 ended on Sunday 22.
    expect(nextDueWeek(['2026-W46', '2026-W47', '2026-W45'], '2026-11-26')).toEqual({ week: '2026-W48', runsFrom: '2026-11-30', ready: false });
  });

  it('says the week can run now once it has ended', () => {
    expect(nextDueWeek(['2026-W46'], '2026-11-26')).toEqual({ week: '2026-W47', runsFrom: '2026-11-23', ready: true });
    expect(nextDueWeek(['2026-W47'], '2026-11-30')).toMatchObject({ week: '2026-W48', ready: true });
  });

  it('offers the last ended week when none was paid, across a year\'s end', () => {
    expect(nextDueWeek([], '2026-11-26')).toMatchObject({ week: '2026-W47', ready: true });
    expect(nextDueWeek(['2026-W53'], '2027-01-06')).toMatchObject({ week: '2027-W01', runsFrom: '2027-01-11', ready: false });
  });
});
