import { FailureCounter } from './failure-counter';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The failure that makes this many for one username locks it (spec: 3). */
export const MAX_FAILURES_PER_USERNAME = 3;
/** Against password spraying: many usernames tried from one address. */
export const MAX_FAILURES_PER_ADDRESS = 20;
const MAX_KEYS = 10_000;
// Real usernames are at most 64 characters (config); longer keys only cost memory.
const MAX_KEY_LENGTH = 128;

export interface LoginRefusal {
  /** What is locked: the username tried, or the client address. */
  scope: 'username' | 'address';
  retryAfterMs: number;
}

export interface LoginLimiterOptions {
  now?: () => number;
  /** Most usernames and addresses remembered each. Default: 10 000. */
  maxKeys?: number;
}

const usernameKey = (username: string) => username.toLowerCase().slice(0, MAX_KEY_LENGTH);

/**
 * Server-side login throttling (spec: lockout after 3 failures for 15 minutes), per username
 * (case-insensitive) and per client address. State is in memory: a restart forgets it, which
 * only gives an attacker another few guesses per restart.
 */
export class LoginLimiter {
  private readonly usernames: FailureCounter;
  private readonly addresses: FailureCounter;

  constructor(options: LoginLimiterOptions = {}) {
    const now = options.now ?? Date.now;
    const common = { windowMs: LOGIN_WINDOW_MS, lockMs: LOGIN_WINDOW_MS, now };
    const maxKeys = options.maxKeys ?? MAX_KEYS;
    this.usernames = new FailureCounter({
      ...common,
      maxFailures: MAX_FAILURES_PER_USERNAME,
      maxKeys,
    });
    this.addresses = new FailureCounter({
      ...common,
      maxFailures: MAX_FAILURES_PER_ADDRESS,
      maxKeys,
    });
  }

  /** Whether an attempt may even be checked; call before running the KDF. */
  check(username: string, address: string): LoginRefusal | undefined {
    return this.refusal(
      this.usernames.lockedFor(usernameKey(username)),
      this.addresses.lockedFor(address),
    );
  }

  /** Counts a failed attempt; resolves the refusal when this very failure reached a limit. */
  recordFailure(username: string, address: string): LoginRefusal | undefined {
    return this.refusal(this.usernames.fail(usernameKey(username)), this.addresses.fail(address));
  }

  /** A successful login wipes the username's failures (not the address's). */
  recordSuccess(username: string): void {
    this.usernames.clear(usernameKey(username));
  }

  /** Keys remembered, for tests of the memory bound. */
  get size(): { usernames: number; addresses: number } {
    return { usernames: this.usernames.size, addresses: this.addresses.size };
  }

  private refusal(usernameMs: number, addressMs: number): LoginRefusal | undefined {
    if (usernameMs > 0) return { scope: 'username', retryAfterMs: usernameMs };
    if (addressMs > 0) return { scope: 'address', retryAfterMs: addressMs };
    return undefined;
  }
}
