import { describe, expect, it } from 'vitest';
import { idParam, MAX_ID } from './ids';

describe('idParam', () => {
  it('reads plain decimal ids from 1 to the PostgreSQL integer maximum', () => {
    expect(idParam.parse('1')).toBe(1);
    expect(idParam.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses everything else as validation.invalid', () => {
    for (const raw of ['0', '-1', '04', '0x10', ' 4', '4 ', '1e3', '4.0', '', String(MAX_ID + 1), '9007199254740993']) {
      expect(idParam.safeParse(raw).error?.issues[0]?.message, JSON.stringify(raw)).toBe('validation.invalid');
    }
    // A repeated query parameter arrives as an array: not an id either.
    expect(idParam.safeParse(['4']).success).toBe(false);
  });
});
