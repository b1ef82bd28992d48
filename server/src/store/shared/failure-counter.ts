export interface FailureCounterOptions {
  /** The failure that makes this many within `windowMs` locks the key. */
  maxFailures: number;
  /** Failures older than this are forgotten; a lock also lasts this long. */
  windowMs: number;
  /** Most keys remembered; beyond it the oldest unlocked, idle key is dropped. */
  maxKeys: number;
  now: () => number;
}

interface Entry {
  /** Times of the failures still inside the window, oldest first. */
  failures: number[];
  /** Epoch ms; 0 when not locked. */
  lockedUntil: number;
  /** Attempts begun and not settled yet: each of them may still turn out a failure. */
  pending: number;
}

/**
 * Counts failures per key in a sliding window and locks a key once it has too many. An attempt
 * is counted when it begins, before its outcome is known (`begin`, then `fail`, `succeed` or
 * `release`), so attempts running at the same time can never add up past the limit: the one
 * that could be the limit-th failure waits its turn by being refused.
 *
 * In memory and bounded: expired entries are swept at most once per window, and the map never
 * holds more than `maxKeys` keys, so a flood of distinct usernames or addresses cannot exhaust
 * memory.
 */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly options: FailureCounterOptions) {}

  /** Milliseconds until `key` is unlocked; 0 when it is not locked. */
  lockedFor(key: string): number {
    const now = this.options.now();
    this.sweep(now);
    const entry = this.entries.get(key);
    return entry === undefined ? 0 : Math.max(0, entry.lockedUntil - now);
  }

  /**
   * Counts an attempt on `key` before it is checked. False (nothing counted) while the key is
   * locked, or while its failures plus the attempts still pending already make the limit.
   */
  begin(key: string): boolean {
    const now = this.options.now();
    this.sweep(now);
    const entry = this.entries.get(key) ?? this.insert(key);
    entry.failures = entry.failures.filter((time) => time > now - this.options.windowMs);
    if (entry.lockedUntil > now) return false;
    if (entry.failures.length + entry.pending >= this.options.maxFailures) return false;
    entry.pending += 1;
    return true;
  }

  /** Settles a begun attempt as a failure; resolves how long the key is now locked (0: not). */
  fail(key: string): number {
    const { maxFailures, windowMs, now: clock } = this.options;
    const now = clock();
    const entry = this.settle(key);
    entry.failures = entry.failures.filter((time) => time > now - windowMs);
    entry.failures.push(now);
    if (entry.failures.length < maxFailures) return 0;
    // No reset of the count: the lock lasts one window, so the failures that earned it have
    // left the window by the time it ends.
    entry.lockedUntil = now + windowMs;
    return windowMs;
  }

  /** Settles a begun attempt as a success: its key's failures are forgotten, a lock never. */
  succeed(key: string): void {
    const entry = this.settle(key);
    if (entry.lockedUntil <= this.options.now()) entry.failures = [];
  }

  /** Settles a begun attempt without counting it either way (an error, or forgiving nothing). */
  release(key: string): void {
    this.settle(key);
  }

  /** Keys remembered (for tests of the memory bound). */
  get size(): number {
    return this.entries.size;
  }

  private settle(key: string): Entry {
    const entry = this.entries.get(key) ?? this.insert(key);
    entry.pending = Math.max(0, entry.pending - 1);
    return entry;
  }

  private insert(key: string): Entry {
    if (this.entries.size >= this.options.maxKeys) this.evictOne();
    const entry: Entry = { failures: [], lockedUntil: 0, pending: 0 };
    this.entries.set(key, entry);
    return entry;
  }

  // Dropping a locked key would hand an attacker a way to unlock it, and dropping one with
  // attempts in flight would forget them, so unlocked idle keys go first.
  private evictOne(): void {
    const now = this.options.now();
    let victim: string | undefined;
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil <= now && entry.pending === 0) {
        victim = key;
        break;
      }
    }
    victim ??= this.entries.keys().next().value;
    if (victim !== undefined) this.entries.delete(victim);
  }

  private sweep(now: number): void {
    const { windowMs } = this.options;
    if (now - this.lastSweep < windowMs && this.entries.size < this.options.maxKeys) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      const newest = entry.failures.at(-1) ?? 0;
      const idle = entry.lockedUntil <= now && entry.pending === 0;
      if (idle && newest <= now - windowMs) this.entries.delete(key);
    }
  }
}
