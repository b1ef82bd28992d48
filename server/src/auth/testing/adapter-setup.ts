// Test helper: the session store adapter over a session store in memory, on a clock of its own.
import { vi } from 'vitest';
import { sessionStoreAdapter } from '../session-store-adapter';
import { memorySessionStore } from './memory-stores';

export const ADAPTER_START = 5_000_000;

/**
 * The adapter and its store. The store judges expiry by the same clock, or (`storeFrozen`) by
 * one stuck at the start, as the embedded store's Date.now differs from the injected clock.
 */
export function setupAdapter({ storeFrozen = false } = {}) {
  let time = ADAPTER_START;
  const now = () => time;
  const sessions = memorySessionStore(storeFrozen ? () => ADAPTER_START : now);
  const set = vi.spyOn(sessions, 'set');
  const adapter = sessionStoreAdapter(sessions, now);
  return {
    adapter,
    sessions,
    set,
    advance: (ms: number) => {
      time += ms;
    },
    now,
  };
}
