import { expect, it } from 'vitest';
import type { CurrentStore } from './fixtures';

const RULE = { maxFailures: 3, windowMs: 15 * 60_000 };
const T0 = 1_800_000_000_000;

/** The login throttle's counts and locks (issue 14): what every server on the store shares. */
export function loginFailuresContract(current: CurrentStore): void {
  /** One attempt that fails: the lock it earned (0: none); throws when refused. */
  async function failOnce(scope: string, key: string, now: number) {
    const ledger = current().loginFailures.ledger(scope, RULE);
    const token = await ledger.begin(key, now);
    if (token === undefined) throw new Error(`${key} was refused`);
    return ledger.fail(key, token, now);
  }

  it('locks a key on its third failure for the window, seen through another handle', async () => {
    expect(await failOnce('username', 'admin', T0)).toBe(0);
    expect(await failOnce('username', 'admin', T0 + 1)).toBe(0);
    expect(await failOnce('username', 'admin', T0 + 2)).toBe(RULE.windowMs);
    // Another server asks for the same limit by name: same counts, same lock.
    const other = current().loginFailures.ledger('username', RULE);
    expect(await other.lockedFor('admin', T0 + 2 + 60_000)).toBe(RULE.windowMs - 60_000);
    expect(await other.begin('admin', T0 + 3)).toBeUndefined();
    expect(await other.lockedFor('someone', T0 + 3)).toBe(0);
    // The other limit and other keys are apart.
    const addresses = current().loginFailures.ledger('address', { ...RULE, maxFailures: 20 });
    expect(await addresses.lockedFor('admin', T0 + 3)).toBe(0);
    expect(await other.lockedFor('admin', T0 + 2 + RULE.windowMs)).toBe(0);
    expect(await other.begin('admin', T0 + 2 + RULE.windowMs)).toBeDefined();
  });

  it('forgets failures older than the window', async () => {
    await failOnce('username', 'old', T0);
    await failOnce('username', 'old', T0 + 1);
    expect(await failOnce('username', 'old', T0 + RULE.windowMs + 1)).toBe(0);
  });

  it('counts attempts in flight: the limit holds while they are pending', async () => {
    const ledger = current().loginFailures.ledger('username', RULE);
    const first = await ledger.begin('busy', T0);
    const second = await ledger.begin('busy', T0);
    expect(await failOnce('username', 'busy', T0)).toBe(0);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    // Two pending and one failure make three: a fourth attempt waits.
    expect(await ledger.begin('busy', T0)).toBeUndefined();
    await ledger.release('busy', first as string);
    const third = await ledger.begin('busy', T0);
    expect(third).toBeDefined();
    await ledger.release('busy', second as string);
    await ledger.release('busy', third as string);
    expect(await ledger.lockedFor('busy', T0)).toBe(0);
  });

  it('lets exactly as many attempts begin as the limit when they all arrive at once', async () => {
    const ledger = current().loginFailures.ledger('username', RULE);
    const tokens = await Promise.all(Array.from({ length: 12 }, () => ledger.begin('race', T0)));
    expect(tokens.filter((token) => token !== undefined)).toHaveLength(RULE.maxFailures);
    const locks = await Promise.all(
      tokens.flatMap((token) => (token === undefined ? [] : [ledger.fail('race', token, T0)])),
    );
    expect(locks.filter((ms) => ms > 0).length).toBeGreaterThanOrEqual(1);
    expect(await ledger.lockedFor('race', T0)).toBe(RULE.windowMs);
  });

  it('a success forgets the failures of an unlocked key, never a lock', async () => {
    const ledger = current().loginFailures.ledger('username', RULE);
    await failOnce('username', 'ok', T0);
    await failOnce('username', 'ok', T0);
    const right = await ledger.begin('ok', T0);
    await ledger.succeed('ok', right as string, T0);
    expect(await failOnce('username', 'ok', T0)).toBe(0);
    expect(await failOnce('username', 'ok', T0)).toBe(0);
    expect(await failOnce('username', 'ok', T0)).toBe(RULE.windowMs);
    expect(await ledger.lockedFor('ok', T0 + 1)).toBe(RULE.windowMs - 1);
  });
}
