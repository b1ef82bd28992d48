import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  isExpiredLockout,
  LOCKOUT_MS,
  lockRemaining,
  recordFailure,
} from './lockout';

describe('login lockout record', () => {
  it('counts failures from the first attempt time and locks on the third', () => {
    const first = recordFailure(null, 1000);
    expect(first).toEqual({ count: 1, firstAttemptTime: 1000, lockoutUntil: null });
    const second = recordFailure(first, 2000);
    expect(second).toEqual({ count: 2, firstAttemptTime: 1000, lockoutUntil: null });
    const third = recordFailure(second, 3000);
    expect(third).toEqual({ count: 3, firstAttemptTime: 1000, lockoutUntil: 3000 + LOCKOUT_MS });
  });

  it('reports the remaining time and the expiry', () => {
    const locked = { count: 3, firstAttemptTime: 0, lockoutUntil: 900_000 };
    expect(lockRemaining(locked, 0)).toBe(900_000);
    expect(lockRemaining(locked, 899_500)).toBe(500);
    expect(lockRemaining(locked, 900_000)).toBe(0);
    expect(isExpiredLockout(locked, 899_999)).toBe(false);
    expect(isExpiredLockout(locked, 900_000)).toBe(true);
    expect(lockRemaining(null, 5)).toBe(0);
    expect(isExpiredLockout({ count: 1, firstAttemptTime: 0, lockoutUntil: null }, 1e12)).toBe(
      false,
    );
  });

  it('formats the countdown as m:ss, rounding up', () => {
    expect(formatCountdown(LOCKOUT_MS)).toBe('15:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
