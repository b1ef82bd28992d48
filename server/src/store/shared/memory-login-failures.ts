import type { FailureLedger, FailureRule, LoginFailureStore } from '../types';
import { FailureCounter } from './failure-counter';

/** Most keys each limit remembers in memory; beyond, the oldest idle one is dropped. */
export const MAX_REMEMBERED_KEYS = 10_000;

/**
 * Login failures in this process's memory, bounded (the embedded store's: one process owns its
 * folder, so every server on it shares this object). A restart forgets them, which only gives an
 * attacker a few more guesses per restart; the MongoDB store keeps them in the database.
 */
export function createMemoryLoginFailures(maxKeys = MAX_REMEMBERED_KEYS): MemoryLoginFailures {
  const ledgers = new Map<string, MemoryLedger>();
  return {
    ledger(scope, rule) {
      let ledger = ledgers.get(scope);
      if (ledger === undefined) {
        ledger = memoryLedger(rule, maxKeys);
        ledgers.set(scope, ledger);
      }
      return ledger;
    },
    size: (scope) => ledgers.get(scope)?.size() ?? 0,
  };
}

export interface MemoryLoginFailures extends LoginFailureStore {
  /** Keys a limit remembers (for tests of the memory bound). */
  size(scope: string): number;
}

interface MemoryLedger extends FailureLedger {
  size(): number;
}

function memoryLedger(rule: FailureRule, maxKeys: number): MemoryLedger {
  // Each step is synchronous, so the time handed to a call is the counter's clock for it.
  let time = 0;
  const counter = new FailureCounter({ ...rule, maxKeys, now: () => time });
  const at = (now: number) => {
    time = now;
    return counter;
  };
  let tokens = 0;
  return {
    lockedFor: async (key, now) => at(now).lockedFor(key),
    begin: async (key, now) => (at(now).begin(key) ? String((tokens += 1)) : undefined),
    fail: async (key, _token, now) => at(now).fail(key),
    succeed: async (key, _token, now) => at(now).succeed(key),
    // Releasing forgets nothing that depends on the time.
    release: async (key) => counter.release(key),
    size: () => counter.size,
  };
}
