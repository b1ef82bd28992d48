export interface FailureCounterOptions {
  /** The failure that makes this many within `windowMs` locks the key. */
  maxFailures: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** How long a key stays locked. */
  lockMs: number;
  /** Most keys remembered; beyond it the oldest unlocked key is dropped. */
  maxKeys: number;
  now: () => number;
}

interface Entry {
  /** Times of the failures still inside the window, oldest first. */
  failures: number[];
  /** Epoch ms; 0 when not locked. */
  lockedUntil: number;
}

/**
 * Counts failures per key in a sliding window and locks a key once it has too many. In memory
 * and bounded: expired entries are swept at most once per window, and the map never holds more
 * than `maxKeys` keys, so a flood of distinct usernames or addresses cannot exhaust memory.
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

  /** Records a failure; resolves how long the key is now locked (0 when it is not). */
  fail(key: string): number {
    const { maxFailures, windowMs, lockMs, now: clock } = this.options;
    const now = clock();
    this.sweep(now);
    const entry = this.entries.get(key) ?? this.insert(key);
    entry.failures = entry.failures.filter((time) => time > now - windowMs);
    entry.failures.push(now);
    if (entry.failures.length < maxFailures) return 0;
    // A fresh count after the lock: its failures have been paid for.
    entry.failures = [];
    entry.lockedUntil = now + lockMs;
    return lockMs;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Keys remembered (for tests of the memory bound). */
  get size(): number {
    return this.entries.size;
  }

  private insert(key: string): Entry {
    if (this.entries.size >= this.options.maxKeys) this.evictOne();
    const entry: Entry = { failures: [], lockedUntil: 0 };
    this.entries.set(key, entry);
    return entry;
  }

  // Dropping a locked key would hand an attacker a way to unlock it, so unlocked keys go first.
  private evictOne(): void {
    const now = this.options.now();
    let victim: string | undefined;
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil <= now) {
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
      if (entry.lockedUntil <= now && newest <= now - windowMs) this.entries.delete(key);
    }
  }
}
