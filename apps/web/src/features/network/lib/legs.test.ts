import { describe, expect, it } from 'vitest';
import { isDefaultLeg } from './legs';

describe('legs', () => {
  it('knows the three default-leg choices', () => {
    expect(['left', 'right', 'balanced', 'up'].map(isDefaultLeg)).toEqual([true, true, true, false]);
  });
});
