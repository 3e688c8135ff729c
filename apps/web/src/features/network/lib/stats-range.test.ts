import { describe, expect, it } from 'vitest';
import { statsPointCount } from '@vo/domain';
import { defaultRange, rangeProblem, STATISTICS_START } from './stats-range';

describe('statistics range', () => {
  it('defaults to the last 30 days including today', () => {
    expect(defaultRange('2024-03-31')).toEqual({ from: '2024-03-02', to: '2024-03-31' });
  });

  it('never defaults to a day before the start of the statistics', () => {
    expect(defaultRange('2022-03-20').from).toBe(STATISTICS_START);
  });

  it('refuses a start before 17 March 2022, an end after today and an end before the start', () => {
    const today = '2024-06-01';
    expect(rangeProblem('2022-03-16', today, today)).toEqual({ field: 'from', reason: 'beforeStart' });
    expect(rangeProblem('2022-03-17', today, today)).toBeNull();
    expect(rangeProblem('2024-05-01', '2024-06-02', today)).toEqual({ field: 'to', reason: 'afterToday' });
    expect(rangeProblem('2024-05-10', '2024-05-01', today)).toEqual({ field: 'to', reason: 'beforeFrom' });
    expect(rangeProblem('', today, today)).toEqual({ field: 'from', reason: 'required' });
  });

  it('refuses more points than one chart holds, and a coarser period then fits', () => {
    const today = '2026-11-22';
    expect(rangeProblem(STATISTICS_START, today, today, 'day')).toEqual({ field: 'period', reason: 'tooManyPoints' });
    expect(rangeProblem(STATISTICS_START, today, today, 'week')).toBeNull();
    expect(statsPointCount('2024-01-01', '2024-01-07', 'week')).toBe(1);
  });
});
