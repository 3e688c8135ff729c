import { describe, expect, it } from 'vitest';
import { clubKindOf, progressPercent } from './club-kinds';

describe('club screens', () => {
  it('knows its two kinds and how far a requirement is met', () => {
    expect(clubKindOf('travel')).toBe('travel');
    expect(clubKindOf('gold')).toBeUndefined();
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(3, 4)).toBe(75);
    expect(progressPercent(9, 4)).toBe(100);
  });
});
