import type { LoginAttemptRecord } from './platform';

/** Spec §9: the 3rd failed attempt locks the form for 15 minutes. */
export const MAX_LOGIN_FAILURES = 3;
export const LOCKOUT_MS = 900_000;

/** The record after one more failure; the failure that reaches the limit sets lockoutUntil. */
export function recordFailure(record: LoginAttemptRecord | null, now: number): LoginAttemptRecord {
  const count = (record?.count ?? 0) + 1;
  return {
    count,
    firstAttemptTime: record?.firstAttemptTime ?? now,
    lockoutUntil: count >= MAX_LOGIN_FAILURES ? now + LOCKOUT_MS : null,
  };
}

/** Milliseconds the form stays locked; 0 when it is not locked. */
export function lockRemaining(record: LoginAttemptRecord | null, now: number): number {
  if (record?.lockoutUntil == null) return 0;
  return Math.max(0, record.lockoutUntil - now);
}

/** Whether the record is a lockout that has run out (spec §4: then the record is cleared). */
export function isExpiredLockout(record: LoginAttemptRecord | null, now: number): boolean {
  return record?.lockoutUntil != null && record.lockoutUntil <= now;
}

/** m:ss, rounding up so the countdown never shows 0:00 while still locked. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
