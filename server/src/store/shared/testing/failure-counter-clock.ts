import { FailureCounter } from '../failure-counter';

/** The window of the counters below, in milliseconds of their own clock. */
export const WINDOW = 1000;

/** A FailureCounter on a clock the test moves, with a helper for one whole failed attempt. */
export function counterOnClock(maxFailures = 3, maxKeys = 100) {
  let time = 50_000;
  const failures = new FailureCounter({
    maxFailures,
    windowMs: WINDOW,
    maxKeys,
    now: () => time,
  });
  return {
    failures,
    advance(ms: number) {
      time += ms;
    },
    /** One whole attempt that fails: the lock it earned (0: none). */
    fail(key: string) {
      if (!failures.begin(key)) throw new Error(`${key} refused the attempt`);
      return failures.fail(key);
    },
  };
}
