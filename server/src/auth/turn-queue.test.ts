import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turn-queue';

// The queue that makes login attempts on one username take turns (issue 11, case 1).

describe('TurnQueue', () => {
  it('gives the next turn only when the current one ends, and ends a turn only once', async () => {
    const queue = new TurnQueue(10);
    const first = await queue.take('k');
    const order: string[] = [];
    const second = queue.take('k').then((end) => {
      order.push('second');
      return end;
    });
    const third = queue.take('k').then((end) => {
      order.push('third');
      return end;
    });
    expect(queue.lengthOf('k')).toBe(3);
    first?.();
    first?.();
    const endSecond = await second;
    expect(order).toEqual(['second']);
    expect(queue.lengthOf('k')).toBe(2);
    // A newcomer still waits behind the ones in line.
    let newcomerStarted = false;
    const newcomer = queue.take('k').then((end) => {
      newcomerStarted = true;
      return end;
    });
    await Promise.resolve();
    expect(newcomerStarted).toBe(false);
    endSecond?.();
    (await third)?.();
    (await newcomer)?.();
    expect(newcomerStarted).toBe(true);
    expect(queue.lengthOf('k')).toBe(0);
  });

  it('refuses a newcomer beyond the longest line, and counts keys apart', async () => {
    const queue = new TurnQueue(2);
    const end = await queue.take('k');
    void queue.take('k');
    expect(await queue.take('k')).toBeUndefined();
    expect(await queue.take('other')).toBeTypeOf('function');
    end?.();
    expect(queue.lengthOf('unknown')).toBe(0);
  });
});
