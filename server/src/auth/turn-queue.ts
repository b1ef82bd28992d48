interface Line {
  /** Settles when the last one in line has had its turn. */
  tail: Promise<void>;
  /** Holders plus waiters. */
  length: number;
}

/**
 * One turn at a time per key, the others waiting in arrival order. A line longer than
 * `maxLength` refuses newcomers, so a flood of requests for one key cannot pile up without end.
 */
export class TurnQueue {
  private readonly lines = new Map<string, Line>();

  constructor(private readonly maxLength: number) {}

  /** Waits for the key's turn; resolves the function that ends it, or undefined when full. */
  async take(key: string): Promise<(() => void) | undefined> {
    const line = this.lines.get(key) ?? { tail: Promise.resolve(), length: 0 };
    if (line.length >= this.maxLength) return undefined;
    line.length += 1;
    this.lines.set(key, line);
    const previous = line.tail;
    let end = () => {};
    line.tail = new Promise<void>((resolve) => {
      end = resolve;
    });
    await previous;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
      line.length -= 1;
      if (line.length === 0) this.lines.delete(key);
    };
  }

  /** Turns held or awaited for `key` (for tests). */
  lengthOf(key: string): number {
    return this.lines.get(key)?.length ?? 0;
  }
}
