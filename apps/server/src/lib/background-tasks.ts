/**
 * Work a request starts but does not answer for. It begins after the answer is sent, so the answer's timing
 * cannot tell what the work found (issue 13: a reset request for a known address took twice as long as for an
 * unknown one). Failures are logged; closing the app waits for what is still running.
 */
export function backgroundTasks(logError: (err: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(logError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once nothing started is still running (shutdown, tests). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
