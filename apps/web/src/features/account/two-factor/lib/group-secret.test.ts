import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret';

describe('groupSecret', () => {
  it('splits the secret in fours, the last group shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
  it('ignores spaces already there and leaves an empty secret empty', () => {
    expect(groupSecret('JBSW Y3DP')).toBe('JBSW Y3DP');
    expect(groupSecret('')).toBe('');
  });
});
