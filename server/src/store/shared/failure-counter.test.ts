import { describe, expect, it } from 'vitest';
import { counterOnClock, WINDOW } from './testing/failure-counter-clock';

describe('FailureCounter', () => {
  it('does not lock at limit - 1 failures, locks at the limit for exactly one window', () => {
    const { failures, fail } = counterOnClock(3);
    expect(fail('k')).toBe(0);
    expect(fail('k')).toBe(0);
    expect(failures.lockedFor('k')).toBe(0);
    expect(fail('k')).toBe(WINDOW);
    expect(failures.lockedFor('k')).toBe(WINDOW);
    expect(failures.lockedFor('other')).toBe(0);
  });

  it('unlocks exactly when the window ends, reading 0 (never negative) after', () => {
    const { failures, advance, fail } = counterOnClock(1);
    fail('k');
    advance(WINDOW - 1);
    expect(failures.lockedFor('k')).toBe(1);
    expect(failures.begin('k')).toBe(false);
    advance(1);
    expect(failures.lockedFor('k')).toBe(0);
    advance(WINDOW * 5);
    expect(failures.lockedFor('k')).toBe(0);
  });

  it('forgets a failure exactly one window after it', () => {
    const { advance, fail } = counterOnClock(2);
    fail('k');
    advance(WINDOW - 1);
    // 999 ms later the first failure still counts: this one is the second.
    expect(fail('k')).toBe(WINDOW);

    const other = counterOnClock(2);
    other.fail('k');
    other.advance(WINDOW);
    // 1000 ms later it has left the window: this one is the first again.
    expect(other.fail('k')).toBe(0);
  });

  it('starts a fresh count when a lock ends', () => {
    const { advance, fail } = counterOnClock(2);
    fail('k');
    fail('k');
    advance(WINDOW);
    expect(fail('k')).toBe(0);
    expect(fail('k')).toBe(WINDOW);
  });

  it('counts an attempt when it begins: failures plus pending never pass the limit', () => {
    const { failures, fail } = counterOnClock(3);
    fail('k');
    expect(failures.begin('k')).toBe(true);
    expect(failures.begin('k')).toBe(true);
    // One failure and two attempts in flight already make 3.
    expect(failures.begin('k')).toBe(false);
    failures.release('k');
    expect(failures.begin('k')).toBe(true);
  });

  it('a success forgets the failures, but never lifts a lock', () => {
    const { failures, fail } = counterOnClock(3);
    fail('k');
    failures.begin('k');
    failures.succeed('k');
    expect(fail('k')).toBe(0);
    expect(fail('k')).toBe(0);

    // Attempts counted when they begin cannot lock a key under a success in flight; the
    // contract holds all the same when a success is settled on a locked key.
    fail('k');
    failures.succeed('k');
    expect(failures.lockedFor('k')).toBe(WINDOW);
  });

  it('release counts nothing either way', () => {
    const { failures, fail } = counterOnClock(2);
    fail('k');
    failures.begin('k');
    failures.release('k');
    expect(fail('k')).toBe(WINDOW);
  });

  it('never holds more than maxKeys, evicting an idle unlocked key first', () => {
    const { failures, fail } = counterOnClock(2, 3);
    fail('locked');
    fail('locked');
    failures.begin('in-flight');
    fail('recent');
    expect(failures.begin('newcomer')).toBe(true);
    expect(failures.size).toBe(3);
    expect(failures.lockedFor('locked')).toBe(WINDOW);
    // The attempt in flight is still counted: one more fits under the limit of 2, not two.
    expect(failures.begin('in-flight')).toBe(true);
    expect(failures.begin('in-flight')).toBe(false);
  });

  it('evicts the oldest key when every key is locked', () => {
    const { failures, fail } = counterOnClock(1, 2);
    fail('first');
    fail('second');
    fail('third');
    expect(failures.size).toBe(2);
    expect(failures.lockedFor('first')).toBe(0);
    expect(failures.lockedFor('third')).toBe(WINDOW);
  });

  it('sweeps expired keys once a window, keeping ones with attempts in flight', () => {
    const { failures, advance, fail } = counterOnClock(2);
    fail('old');
    failures.begin('in-flight');
    fail('locks');
    fail('locks');
    advance(WINDOW);
    fail('fresh');
    expect(failures.size).toBe(2);
    expect(failures.begin('in-flight')).toBe(true);
    expect(failures.begin('in-flight')).toBe(false);
  });
});
