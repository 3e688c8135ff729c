import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle (spec section 9: scroll and resize at 20 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once, collapses a burst into one trailing call with the latest arguments', () => {
    const seen: number[] = [];
    const handler = throttle((y: number) => seen.push(y), 20);
    handler(1);
    handler(2);
    handler(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(19);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    // A burst of 100 events over 100 ms: about one call per 20 ms, never one per event.
    for (let i = 0; i < 100; i += 1) {
      handler(100 + i);
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(20);
    expect(seen.length).toBeLessThanOrEqual(2 + 6);
    expect(seen.at(-1)).toBe(199);
  });

  it('drops the owed call when cancelled', () => {
    const fn = vi.fn();
    const handler = throttle(fn, 20);
    handler();
    handler();
    handler.cancel();
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
