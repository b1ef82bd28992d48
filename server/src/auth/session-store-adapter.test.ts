import { describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './session-store-adapter';
import { setupAdapter } from './testing/adapter-setup';

const MINUTE = 60 * 1000;

const setup = () => setupAdapter();

const request = () => ({ ctx: {} });

describe('sessionStoreAdapter', () => {
  it('writes the idle deadline, capped by the absolute one', async () => {
    const { adapter, sessions, now } = setup();
    const loginAt = now() - ABSOLUTE_TIMEOUT_MS + 30 * MINUTE;
    await adapter.set('a', { user: 'admin', loginAt: now() }, 0, request());
    await adapter.set('b', { user: 'admin', loginAt }, 0, request());
    expect(sessions.records.get('a')?.expiresAt).toBe(now() + IDLE_TIMEOUT_MS);
    expect(sessions.records.get('b')?.expiresAt).toBe(loginAt + ABSOLUTE_TIMEOUT_MS);
  });

  it('destroys a session read past its absolute deadline, whatever the record says', async () => {
    const { adapter, sessions, now } = setup();
    const data = { user: 'admin', loginAt: now() - ABSOLUTE_TIMEOUT_MS };
    await sessions.set('old', { data, expiresAt: now() + IDLE_TIMEOUT_MS });
    expect(await adapter.get('old', 0, request())).toBeUndefined();
    expect(sessions.records.has('old')).toBe(false);
  });

  it('rewrites an unchanged rolling session at most once a minute', async () => {
    const { adapter, set, advance, now } = setup();
    const data = { user: 'admin', loginAt: now() };
    await adapter.set('id', data, 0, { ...request(), changed: true });
    expect(set).toHaveBeenCalledTimes(1);

    const first = request();
    advance(20 * 1000);
    expect(await adapter.get('id', 0, first)).toEqual(data);
    await adapter.set('id', data, 0, { ...first, changed: false });
    expect(set).toHaveBeenCalledTimes(1);
    // A changed session, or another id on the same request (a regenerated one), is written.
    await adapter.set('id', { ...data, user: 'x' }, 0, { ...first, changed: true });
    await adapter.set('new-id', data, 0, { ...first, changed: false });
    expect(set).toHaveBeenCalledTimes(3);

    const later = request();
    advance(MINUTE);
    await adapter.get('id', 0, later);
    await adapter.set('id', data, 0, { ...later, changed: false });
    expect(set).toHaveBeenCalledTimes(4);
  });
});
