import { createMemoryLoginFailures } from '../store/shared/memory-login-failures';
import type { FailureLedger, LoginFailureStore } from '../store/types';
import { TurnQueue } from './turn-queue';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The failure that makes this many for one username locks it (spec: 3). */
export const MAX_FAILURES_PER_USERNAME = 3;
/** Against password spraying: many usernames tried from one address. */
export const MAX_FAILURES_PER_ADDRESS = 20;
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
  failed(): Promise<LoginRefusal | undefined>;
  /**
   * The password was right: resolves a refusal when a limit was reached meanwhile (a success
   * never lifts a lock), else forgets the username's failures (not the address's).
   */
  succeeded(): Promise<LoginRefusal | undefined>;
  /** Ended without an outcome (an error): counts nothing. */
  abandoned(): Promise<void>;
}

export type LoginTurn = { attempt: LoginAttempt } | { refusal: LoginRefusal };

export interface LoginLimiterOptions {
  now?: () => number;
  /** Where the counts and locks live: the store's, shared by every server. Default: memory. */
  failures?: LoginFailureStore;
}

const usernameKey = (username: string) => username.toLowerCase().slice(0, MAX_KEY_LENGTH);

/**
 * Server-side login throttling (spec: lockout after 3 failures for 15 minutes), per username
 * (case-insensitive) and per client address. Attempts on one username are checked one at a
 * time, in arrival order, and each attempt is counted against both limits before its password
 * is checked, so attempts sent at the same time cannot all slip past the check (issue 11).
 * The counts and locks live in the store (issue 14), so every server behind a proxy sees the
 * same ones; attempts wait their turn per username within one server, and the store's pending
 * count keeps the limit exact across servers.
 */
export class LoginLimiter {
  private readonly usernames: FailureLedger;
  private readonly addresses: FailureLedger;
  private readonly turns = new TurnQueue(MAX_IN_LINE_PER_USERNAME);
  private readonly now: () => number;

  constructor(options: LoginLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    const failures = options.failures ?? createMemoryLoginFailures();
    const windowMs = LOGIN_WINDOW_MS;
    this.usernames = failures.ledger('username', {
      maxFailures: MAX_FAILURES_PER_USERNAME,
      windowMs,
    });
    this.addresses = failures.ledger('address', {
      maxFailures: MAX_FAILURES_PER_ADDRESS,
      windowMs,
    });
  }

  /**
   * Waits for the username's turn, then either refuses (locked, or at a limit) or lets one
   * attempt through, already counted. Call before running the KDF.
   */
  async begin(username: string, address: string): Promise<LoginTurn> {
    const key = usernameKey(username);
    const endTurn = await this.turns.take(key);
    if (endTurn === undefined) return { refusal: { scope: 'busy', retryAfterMs: BUSY_RETRY_MS } };
    try {
      return await this.count(key, address, endTurn);
    } catch (err) {
      endTurn();
      throw err;
    }
  }

  private async count(key: string, address: string, endTurn: () => void): Promise<LoginTurn> {
    const now = this.now();
    const locked = await this.lockedNow(key, address, now);
    if (locked !== undefined) {
      endTurn();
      return { refusal: locked };
    }
    // Both limits count the attempt now. The username's turn makes its count exact; an
    // address is shared by many usernames, so it refuses while its pending attempts could
    // still reach the limit.
    const userToken = await this.usernames.begin(key, now);
    if (userToken === undefined) {
      endTurn();
      return { refusal: { scope: 'username', retryAfterMs: BUSY_RETRY_MS } };
    }
    const addressToken = await this.addresses.begin(address, now).catch(async (err: unknown) => {
      await this.usernames.release(key, userToken);
      throw err;
    });
    if (addressToken === undefined) {
      await this.usernames.release(key, userToken);
      endTurn();
      return { refusal: { scope: 'address', retryAfterMs: BUSY_RETRY_MS } };
    }
    const tokens = { user: userToken, address: addressToken };
    return { attempt: this.attempt(key, address, tokens, endTurn) };
  }

  private async lockedNow(key: string, address: string, now: number) {
    const [usernameMs, addressMs] = await Promise.all([
      this.usernames.lockedFor(key, now),
      this.addresses.lockedFor(address, now),
    ]);
    return this.refusal(usernameMs, addressMs);
  }

  private attempt(
    key: string,
    address: string,
    tokens: { user: string; address: string },
    endTurn: () => void,
  ): LoginAttempt {
    let settled = false;
    const settle = async <T>(outcome: () => Promise<T>): Promise<T | undefined> => {
      if (settled) return undefined;
      settled = true;
      try {
        return await outcome();
      } finally {
        endTurn();
      }
    };
    return {
      failed: () =>
        settle(async () => {
          const now = this.now();
          const [usernameMs, addressMs] = await Promise.all([
            this.usernames.fail(key, tokens.user, now),
            this.addresses.fail(address, tokens.address, now),
          ]);
          return this.refusal(usernameMs, addressMs);
        }),
      succeeded: () =>
        settle(async () => {
          const now = this.now();
          // A success from an address forgives none of its failures: they may be another
          // username's.
          await this.addresses.release(address, tokens.address);
          const locked = await this.lockedNow(key, address, now);
          if (locked !== undefined) await this.usernames.release(key, tokens.user);
          else await this.usernames.succeed(key, tokens.user, now);
          return locked;
        }),
      abandoned: async () => {
        await settle(async () => {
          await this.usernames.release(key, tokens.user);
          await this.addresses.release(address, tokens.address);
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
