import { describe, expect, it } from 'vitest';
import { counterOnClock, WINDOW } from './testing/failure-counter-clock';

// The exact edges of the lockout's window: failures leaving it while a lock holds, while an
// attempt is in flight (the password check takes time), and attempts settled out of order
// (issue 11, case 1; found by mutation testing).

describe('FailureCounter window edges', () => {
  it('lets a failure exactly one window old stop counting toward new attempts', () => {
    const { failures, advance, fail } = counterOnClock(3);
    fail('k');
    advance(600);
    fail('k');
    advance(400);
    // The first failure has just left the window: one failure, so two attempts fit.
    expect(failures.begin('k')).toBe(true);
    expect(failures.begin('k')).toBe(true);
    expect(failures.begin('k')).toBe(false);
  });

  it('stays locked for the whole window after the failures before the last have left it', () => {
    const { failures, advance, fail } = counterOnClock(2);
    fail('k');
    advance(900);
    expect(fail('k')).toBe(WINDOW);
    advance(500);
    expect(failures.begin('k')).toBe(false);
    advance(WINDOW - 500);
    expect(failures.begin('k')).toBe(true);
  });

  it('does not count a failure that left the window while the attempt was checked', () => {
    const { failures, advance, fail } = counterOnClock(2);
    fail('k');
    advance(500);
    expect(failures.begin('k')).toBe(true);
    advance(500);
    expect(failures.fail('k')).toBe(0);
  });

  it('keeps the other attempts in flight counted when one of them settles', () => {
    const { failures } = counterOnClock(3);
    expect([failures.begin('k'), failures.begin('k'), failures.begin('k')]).toEqual([
      true,
      true,
      true,
    ]);
    failures.release('k');
    expect(failures.begin('k')).toBe(true);
    expect(failures.begin('k')).toBe(false);
  });

  it('forgets a key that succeeded once its window has passed', () => {
    const { failures, advance, fail } = counterOnClock(3);
    fail('k');
    failures.begin('k');
    failures.succeed('k');
    advance(WINDOW);
    expect(failures.lockedFor('other')).toBe(0);
    expect(failures.size).toBe(0);
  });

  it('sweeps a key by its newest failure, not an older one', () => {
    const { failures, advance, fail } = counterOnClock(4);
    fail('k');
    advance(100);
    fail('k');
    advance(800);
    fail('k');
    // The sweep at 1100 ms drops the first two failures; the third still counts.
    advance(200);
    expect(failures.lockedFor('other')).toBe(0);
    expect(fail('k')).toBe(0);
    expect(fail('k')).toBe(0);
    expect(fail('k')).toBe(WINDOW);
  });
});
