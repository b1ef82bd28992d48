/**
 * Runs async tasks one at a time, in call order. Every check-then-write of the embedded store
 * (code uniqueness, expected version, newsletter dedupe) runs inside it, so two concurrent
 * calls can never both pass the check before either has written.
 */
export function createWriteQueue() {
  let tail: Promise<unknown> = Promise.resolve();

  function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    // A failed task fails only its own caller; the queue goes on.
    tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has settled. */
  function drain(): Promise<void> {
    return tail.then(() => undefined);
  }

  return { run, drain };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
