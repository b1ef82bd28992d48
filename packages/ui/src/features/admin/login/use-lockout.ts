import { useCallback, useEffect, useState } from 'react';
import { isExpiredLockout, lockRemaining, recordFailure } from '../lockout';
import type { AdminStorage, LoginAttemptRecord } from '../platform';

export interface Lockout {
  /** Whether the record has been read from storage yet. */
  ready: boolean;
  /** Milliseconds left; 0 when not locked. */
  remaining: number;
  /** Counts one failure; resolves whether it locked the form. */
  fail: () => Promise<boolean>;
  clear: () => Promise<void>;
}

/**
 * The per-browser login lockout of spec §4: the record lives in the platform storage, the
 * countdown re-renders every second (§9), and an expired lockout clears the record.
 */
export function useLockout(storage: AdminStorage, now: () => number): Lockout {
  const [record, setRecord] = useState<LoginAttemptRecord | null>(null);
  const [ready, setReady] = useState(false);
  const [time, setTime] = useState(now);

  useEffect(() => {
    let active = true;
    void storage.getLoginAttempts().then(async (stored) => {
      if (!active) return;
      const current = now();
      // A lockout that ran out while the screen was closed is cleared on arrival (spec §4).
      const expired = isExpiredLockout(stored, current);
      if (expired) await storage.setLoginAttempts(null);
      setRecord(expired ? null : stored);
      setTime(current);
      setReady(true);
    });
    return () => {
      active = false;
    };
  }, [storage, now]);

  useEffect(() => {
    if (record?.lockoutUntil == null) return;
    const timer = setInterval(() => {
      const current = now();
      setTime(current);
      if (isExpiredLockout(record, current)) {
        setRecord(null);
        void storage.setLoginAttempts(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [record, now, storage]);

  const fail = useCallback(async () => {
    const current = now();
    const next = recordFailure(await storage.getLoginAttempts(), current);
    await storage.setLoginAttempts(next);
    setRecord(next);
    setTime(current);
    return lockRemaining(next, current) > 0;
  }, [storage, now]);

  const clear = useCallback(async () => {
    await storage.setLoginAttempts(null);
    setRecord(null);
  }, [storage]);

  return { ready, remaining: lockRemaining(record, time), fail, clear };
}
