/** Rows of a raw `db.execute` result, whichever driver ran it. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs `fn` and returns its value with the milliseconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}
