/** A throttled function and a way to drop the call it still owes (on unmount). */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * At most one call of `fn` per `ms`: the first call runs at once, the calls inside the window collapse into one at its
 * end with the latest arguments, so the last scroll or resize position is never lost (spec section 9: scroll and
 * resize events throttled at `eventThrottleMs`).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = null;
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
