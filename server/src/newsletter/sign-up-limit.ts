import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface SignUpLimitOptions {
  /** Sign-ups one client address may make per window. Default: 5. */
  maxSignUps?: number;
  /** Default: 60 000 ms. */
  windowMs?: number;
}

/**
 * Sign-ups per client address (issue 11: 300 in a row were all written). In memory, like the
 * login limits: a restart forgets it, which costs a flooder one more window at most. Keys expire
 * with their window, so a flood of addresses does not pile up.
 */
export function signUpLimit(options: SignUpLimitOptions = {}) {
  const { maxSignUps = 5, windowMs = 60_000 } = options;
  const limiter = new RateLimiterMemory({ points: maxSignUps, duration: windowMs / 1000 });

  /** Counts one sign-up; resolves the wait in ms when the address is over its limit, else 0. */
  return async function take(address: string): Promise<number> {
    try {
      await limiter.consume(address);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
      throw refusal;
    }
  };
}
