import { describe, expect, it } from 'vitest';
import { counterOnClock } from './testing/failure-counter-clock';

// When expired keys leave memory (issue 11: the counter is bounded, and a flood of usernames
// must not fill it): at most once per window, or at once when the map is full. Found by
// mutation testing: nothing checked the sweep's condition.

describe('FailureCounter sweep', () => {
  it('drops expired keys one window after the last sweep, not before', () => {
    const { failures, advance, fail } = counterOnClock();
    failures.lockedFor('first'); // sweeps: the last sweep is now
    advance(400);
    fail('k'); // expires 1400 after the last sweep
    advance(600);
    failures.lockedFor('other'); // one window after the last sweep: swept, 'k' still fresh
    expect(failures.size).toBe(1);
    advance(400);
    failures.lockedFor('other'); // 'k' has expired, but the last sweep was 400 ms ago
    expect(failures.size).toBe(1);
    advance(599);
    failures.lockedFor('other');
    expect(failures.size).toBe(1);
    advance(1);
    failures.lockedFor('other'); // one window since the last sweep: 'k' goes
    expect(failures.size).toBe(0);
  });

  it('sweeps at once when the map is full, even within the window', () => {
    const { failures, advance, fail } = counterOnClock(3, 2);
    failures.lockedFor('first'); // sweeps: the last sweep is now
    advance(900);
    fail('a');
    fail('b'); // the map is full
    advance(100);
    failures.lockedFor('other'); // one window after the last sweep: swept, nothing expired
    expect(failures.size).toBe(2);
    advance(900);
    // Both keys have just expired, 900 ms after the last sweep: the full map is swept anyway.
    failures.lockedFor('other');
    expect(failures.size).toBe(0);
  });
});
