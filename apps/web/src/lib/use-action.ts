import { useCallback, useState } from 'react';

export interface ActionState<T> {
  pending: boolean;
  error: unknown;
  data: T | undefined;
  done: boolean;
}

/**
 * A one-shot call with its pending, error and result, for the small auth screens that do not load the query
 * cache. `run` never throws: the failure lands in `error` and is also returned.
 */
export function useAction<A extends unknown[], T>(fn: (...args: A) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ pending: false, error: null, data: undefined, done: false });
  const run = useCallback(
    async (...args: A): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> => {
      setState({ pending: true, error: null, data: undefined, done: false });
      try {
        const data = await fn(...args);
        setState({ pending: false, error: null, data, done: true });
        return { ok: true, data };
      } catch (error) {
        setState({ pending: false, error, data: undefined, done: false });
        return { ok: false, error };
      }
    },
    [fn],
  );
  const reset = useCallback(() => setState({ pending: false, error: null, data: undefined, done: false }), []);
  return { ...state, run, reset };
}
