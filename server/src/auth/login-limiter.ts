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
   * attempts still in flight), the client's own device token or session (locked after its
   * own failures), or a key with too many attempts waiting their turn.
   */
  scope: 'username' | 'address' | 'device' | 'session' | 'busy';
  retryAfterMs: number;
}

/** One attempt let through to the password check; settle it exactly once. */
export interface LoginAttempt {
  /** The password was wrong: resolves the refusal when this very failure reached a limit. */
  failed(): Promise<LoginRefusal | undefined>;
  /**
   * The password was right: resolves a refusal when a limit was reached meanwhile (a success
   * never lifts a lock), else forgets the key's failures (not the address's).
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
 * What the address limit counts on: the IPv4 address, or an IPv6 address's /64 (one host
 * usually holds a whole /64, so counting per address would give it 2^64 budgets).
 */
export function addressKey(address: string): string {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  const [head = '', tail = ''] = ip.includes('::') ? ip.split('::') : [ip, ''];
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = [...headParts, ...Array<string>(missing).fill('0'), ...tailParts];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

interface Counted {
  ledger: FailureLedger;
  key: string;
  scope: LoginRefusal['scope'];
  /** Forgiven by a success (the address is not: its failures may be another username's). */
  forgiven: boolean;
}

/**
 * Server-side login throttling (spec: lockout after 3 failures for 15 minutes). An attempt
 * with the server-signed device token of a browser that logged in before counts on that token
 * alone (OWASP's device cookies, issue 38): no one else's failures refuse it. Any other
 * attempt counts per username (case-insensitive) and per client address (IPv6 per /64).
 * Attempts on one key are checked one at a time, in arrival order, and each attempt is
 * counted before its password is checked, so attempts sent at the same time cannot all slip
 * past the check (issue 11). The counts and locks live in the store (issue 14), so every
 * server behind a proxy sees the same ones.
 */
export class LoginLimiter {
  private readonly usernames: FailureLedger;
  private readonly addresses: FailureLedger;
  private readonly devices: FailureLedger;
  private readonly sessions: FailureLedger;
  private readonly turns = new TurnQueue(MAX_IN_LINE_PER_USERNAME);
  private readonly now: () => number;

  constructor(options: LoginLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    const failures = options.failures ?? createMemoryLoginFailures();
    const windowMs = LOGIN_WINDOW_MS;
    const own = { maxFailures: MAX_FAILURES_PER_USERNAME, windowMs };
    this.usernames = failures.ledger('username', own);
    this.addresses = failures.ledger('address', {
      maxFailures: MAX_FAILURES_PER_ADDRESS,
      windowMs,
    });
    this.devices = failures.ledger('device', own);
    this.sessions = failures.ledger('session', own);
  }

  /**
   * Waits for the turn, then either refuses (locked, or at a limit) or lets one attempt
   * through, already counted. Call before running the KDF. `device` is the id of a device
   * token already verified for this username.
   */
  async begin(username: string, address: string, device?: string): Promise<LoginTurn> {
    if (device !== undefined) {
      return this.run(`device\n${device}`, [
        { ledger: this.devices, key: device, scope: 'device', forgiven: true },
      ]);
    }
    const key = usernameKey(username);
    return this.run(`username\n${key}`, [
      { ledger: this.usernames, key, scope: 'username', forgiven: true },
      { ledger: this.addresses, key: addressKey(address), scope: 'address', forgiven: false },
    ]);
  }

  /** An attempt counted on one session alone ('Alterar senha' checking the current password). */
  beginForSession(sessionId: string): Promise<LoginTurn> {
    return this.run(`session\n${sessionId}`, [
      { ledger: this.sessions, key: sessionId, scope: 'session', forgiven: true },
    ]);
  }

  private async run(turnKey: string, counted: Counted[]): Promise<LoginTurn> {
    const endTurn = await this.turns.take(turnKey);
    if (endTurn === undefined) return { refusal: { scope: 'busy', retryAfterMs: BUSY_RETRY_MS } };
    try {
      return await this.count(counted, endTurn);
    } catch (err) {
      endTurn();
      throw err;
    }
  }

  private async count(counted: Counted[], endTurn: () => void): Promise<LoginTurn> {
    const now = this.now();
    const locked = await this.lockedNow(counted, now);
    if (locked !== undefined) {
      endTurn();
      return { refusal: locked };
    }
    // Every limit counts the attempt now. The turn makes the first key's count exact; an
    // address is shared by many usernames, so it refuses while its pending attempts could
    // still reach the limit.
    const tokens: string[] = [];
    const releaseAll = async () => {
      await Promise.all(
        tokens.map((token, i) => counted[i]?.ledger.release(counted[i].key, token)),
      );
    };
    for (const entry of counted) {
      const token = await entry.ledger.begin(entry.key, now).catch(async (err: unknown) => {
        await releaseAll();
        throw err;
      });
      if (token === undefined) {
        await releaseAll();
        endTurn();
        return { refusal: { scope: entry.scope, retryAfterMs: BUSY_RETRY_MS } };
      }
      tokens.push(token);
    }
    return { attempt: this.attempt(counted, tokens, endTurn) };
  }

  private async lockedNow(counted: Counted[], now: number) {
    const ms = await Promise.all(counted.map((entry) => entry.ledger.lockedFor(entry.key, now)));
    return this.refusal(counted, ms);
  }

  private attempt(counted: Counted[], tokens: string[], endTurn: () => void): LoginAttempt {
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
    const each = <T>(f: (entry: Counted, token: string) => Promise<T>) =>
      Promise.all(counted.map((entry, i) => f(entry, tokens[i] ?? '')));
    return {
      failed: () =>
        settle(async () => {
          const now = this.now();
          const ms = await each((entry, token) => entry.ledger.fail(entry.key, token, now));
          return this.refusal(counted, ms);
        }),
      succeeded: () =>
        settle(async () => {
          const now = this.now();
          await each(async (entry, token) => {
            if (!entry.forgiven) await entry.ledger.release(entry.key, token);
          });
          const locked = await this.lockedNow(counted, now);
          await each(async (entry, token) => {
            if (!entry.forgiven) return;
            if (locked !== undefined) await entry.ledger.release(entry.key, token);
            else await entry.ledger.succeed(entry.key, token, now);
          });
          return locked;
        }),
      abandoned: async () => {
        await settle(async () => {
          await each((entry, token) => entry.ledger.release(entry.key, token));
        });
      },
    };
  }

  private refusal(counted: Counted[], ms: number[]): LoginRefusal | undefined {
    for (const [i, entry] of counted.entries()) {
      const retryAfterMs = ms[i] ?? 0;
      if (retryAfterMs > 0) return { scope: entry.scope, retryAfterMs };
    }
    return undefined;
  }
}
