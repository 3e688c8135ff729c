import { describe, expect, it } from 'vitest';
import { parsePassOptions } from './enjoy-variables';

describe('parsePassOptions', () => {
  it('reads the variable as the server does, falling back to 50, 100, 200', () => {
    expect(parsePassOptions('50,100,200')).toEqual([50, 100, 200]);
    expect(parsePassOptions(' 10 , 20 ')).toEqual([10, 20]);
    expect(parsePassOptions(undefined)).toEqual([50, 100, 200]);
    expect(parsePassOptions('x,-5,2.5')).toEqual([50, 100, 200]);
  });
});
