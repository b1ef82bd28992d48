// The session store adapter's edges (session-store-adapter.ts): its own clock against the
// store's, calls without a request, a missing id, the rolling rewrite after a write (issue 11).
import { describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, absoluteDeadline, IDLE_TIMEOUT_MS } from './session-store-adapter';
import { ADAPTER_START, setupAdapter } from './testing/adapter-setup';

const START = ADAPTER_START;
// The adapter on its own clock, over a store that judges expiry by another one (as Date.now).
const setup = () => setupAdapter({ storeFrozen: true });

describe('sessionStoreAdapter, at its edges', () => {
  it('gives a session without a login time no absolute deadline', () => {
    expect(absoluteDeadline({})).toBe(Infinity);
    expect(absoluteDeadline({ loginAt: '5' })).toBe(Infinity);
    expect(absoluteDeadline({ loginAt: 5 })).toBe(5 + ABSOLUTE_TIMEOUT_MS);
  });

  it('judges the idle deadline by its own clock, to the millisecond, whatever the store says', async () => {
    const { adapter, sessions, advance } = setup();
    const data = { user: 'admin', loginAt: START };
    await sessions.set('id', { data, expiresAt: START + IDLE_TIMEOUT_MS });
    advance(IDLE_TIMEOUT_MS - 1);
    expect(await adapter.get('id')).toEqual(data);
    advance(1);
    expect(await adapter.get('id')).toBeUndefined();
    expect(sessions.records.has('id')).toBe(false); // destroyed, not only ignored
  });

  it('reads nothing for an unknown id', async () => {
    const { adapter } = setup();
    expect(await adapter.get('unknown')).toBeUndefined();
  });

  it('reads and writes without a request, or with a null one', async () => {
    const { adapter, sessions } = setup();
    const data = { user: 'admin', loginAt: START };
    await adapter.set('a', data);
    await adapter.set('b', data, 0, { ctx: null });
    expect(await adapter.get('a')).toEqual(data);
    expect(await adapter.get('b', 0, { ctx: null })).toEqual(data);
    expect(sessions.records.get('a')?.expiresAt).toBe(START + IDLE_TIMEOUT_MS);
  });

  it('does not write an unchanged session again on the request that just wrote it', async () => {
    const { adapter, set, advance } = setup();
    const request = { ctx: {} };
    const data = { user: 'admin', loginAt: START };
    await adapter.set('id', data, 0, { ...request, changed: true });
    advance(20 * 1000);
    await adapter.set('id', data, 0, { ...request, changed: false });
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('destroys a session in the store', async () => {
    const { adapter, sessions } = setup();
    await sessions.set('id', { data: { user: 'admin' }, expiresAt: START + IDLE_TIMEOUT_MS });
    await adapter.destroy('id');
    expect(sessions.records.has('id')).toBe(false);
  });
});
