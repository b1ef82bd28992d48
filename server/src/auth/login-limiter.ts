import { FailureCounter } from './failure-counter';
import { TurnQueue } from './turn-queue';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The failure that makes this many for one username locks it (spec: 3). */
export const MAX_FAILURES_PER_USERNAME = 3;
/** Against password spraying: many usernames tried from one address. */
export const MAX_FAILURES_PER_ADDRESS = 20;
const MAX_KEYS = 10_000;
/** Attempts on one username held or waiting at once; beyond, they are refused (`busy`). */
export const MAX_IN_LINE_PER_USERNAME = 50;
/** Retry-After of a refusal that is not a lock: the attempts ahead settle within moments. */
const BUSY_RETRY_MS = 1000;
// Real usernames are at most 64 characters (config); longer keys only cost memory.
const MAX_KEY_LENGTH = 128;

export interface LoginRefusal {
  /**
   * What refused: the username tried or the client address (locked, or at its limit with
   * attempts still in flight), or a username with too many attempts waiting their turn.
   */
  scope: 'username' | 'address' | 'busy';
  retryAfterMs: number;
}

/** One attempt let through to the password check; settle it exactly once. */
export interface LoginAttempt {
  /** The password was wrong: resolves the refusal when this very failure reached a limit. */
  failed(): LoginRefusal | undefined;
  /**
   * The password was right: resolves a refusal when a limit was reached meanwhile (a success
   * never lifts a lock), else forgets the username's failures (not the address's).
   */
  succeeded(): LoginRefusal | undefined;
  /** Ended without an outcome (an error): counts nothing. */
  abandoned(): void;
}

export type LoginTurn = { attempt: LoginAttempt } | { refusal: LoginRefusal };

export interface LoginLimiterOptions {
  now?: () => number;
  /** Most usernames and addresses remembered each. Default: 10 000. */
  maxKeys?: number;
}

const usernameKey = (username: string) => username.toLowerCase().slice(0, MAX_KEY_LENGTH);

/**
 * Server-side login throttling (spec: lockout after 3 failures for 15 minutes), per username
 * (case-insensitive) and per client address. Attempts on one username are checked one at a
 * time, in arrival order, and each attempt is counted against both limits before its password
 * is checked, so attempts sent at the same time cannot all slip past the check (issue 11).
 * State is in memory: a restart forgets it, which only gives an attacker another few guesses
 * per restart.
 */
export class LoginLimiter {
  private readonly usernames: FailureCounter;
  private readonly addresses: FailureCounter;
  private readonly turns = new TurnQueue(MAX_IN_LINE_PER_USERNAME);

  constructor(options: LoginLimiterOptions = {}) {
    const now = options.now ?? Date.now;
    const common = { windowMs: LOGIN_WINDOW_MS, maxKeys: options.maxKeys ?? MAX_KEYS, now };
    this.usernames = new FailureCounter({ ...common, maxFailures: MAX_FAILURES_PER_USERNAME });
    this.addresses = new FailureCounter({ ...common, maxFailures: MAX_FAILURES_PER_ADDRESS });
  }

  /**
   * Waits for the username's turn, then either refuses (locked, or at a limit) or lets one
   * attempt through, already counted. Call before running the KDF.
   */
  async begin(username: string, address: string): Promise<LoginTurn> {
    const key = usernameKey(username);
    const endTurn = await this.turns.take(key);
    if (endTurn === undefined) return { refusal: { scope: 'busy', retryAfterMs: BUSY_RETRY_MS } };

    const locked = this.refusal(this.usernames.lockedFor(key), this.addresses.lockedFor(address));
    if (locked !== undefined) {
      endTurn();
      return { refusal: locked };
    }
    // Both limits count the attempt now. The username's turn makes its count exact; an
    // address is shared by many usernames, so it refuses while its pending attempts could
    // still reach the limit.
    if (!this.usernames.begin(key)) {
      endTurn();
      return { refusal: { scope: 'username', retryAfterMs: BUSY_RETRY_MS } };
    }
    if (!this.addresses.begin(address)) {
      this.usernames.release(key);
      endTurn();
      return { refusal: { scope: 'address', retryAfterMs: BUSY_RETRY_MS } };
    }
    return { attempt: this.attempt(key, address, endTurn) };
  }

  /** Keys remembered, for tests of the memory bound. */
  get size(): { usernames: number; addresses: number } {
    return { usernames: this.usernames.size, addresses: this.addresses.size };
  }

  private attempt(key: string, address: string, endTurn: () => void): LoginAttempt {
    let settled = false;
    const settle = <T>(outcome: () => T): T | undefined => {
      if (settled) return undefined;
      settled = true;
      try {
        return outcome();
      } finally {
        endTurn();
      }
    };
    return {
      failed: () =>
        settle(() => this.refusal(this.usernames.fail(key), this.addresses.fail(address))),
      succeeded: () =>
        settle(() => {
          // A success from an address forgives none of its failures: they may be another
          // username's.
          this.addresses.release(address);
          const locked = this.refusal(
            this.usernames.lockedFor(key),
            this.addresses.lockedFor(address),
          );
          if (locked !== undefined) this.usernames.release(key);
          else this.usernames.succeed(key);
          return locked;
        }),
      abandoned: () => {
        settle(() => {
          this.usernames.release(key);
          this.addresses.release(address);
        });
      },
    };
  }

  private refusal(usernameMs: number, addressMs: number): LoginRefusal | undefined {
    if (usernameMs > 0) return { scope: 'username', retryAfterMs: usernameMs };
    if (addressMs > 0) return { scope: 'address', retryAfterMs: addressMs };
    return undefined;
  }
}
