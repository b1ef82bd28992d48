import { describe, expect, it } from 'vitest';
import { createWriteClock } from './write-clock';

describe('the write clock', () => {
  it('never repeats nor goes back, whatever its time source does', () => {
    const readings = [1_000, 1_000, 990, 2_000];
    const clock = createWriteClock(0, () => readings.shift() ?? 0);
    expect([clock(), clock(), clock(), clock()].map((time) => time.getTime())).toEqual([
      1_000, 1_001, 1_002, 2_000,
    ]);
  });

  it('starts after the newest stored time, even from a clock that is behind', () => {
    const clock = createWriteClock(5_000, () => 4_000);
    expect(clock().getTime()).toBe(5_001);
  });

  it('reads the time source it is given (the database server’s clock), not the process’s', () => {
    const offset = 3_600_000;
    const clock = createWriteClock(0, () => Date.now() + offset);
    expect(clock().getTime() - Date.now()).toBeGreaterThan(offset - 1_000);
  });
});
