import { expect, it } from 'vitest';
import type { CurrentStore } from './fixtures';

/** Sessions, administrator accounts and newsletter subscribers. */
export function sideStoresContract(current: CurrentStore): void {
  it('creates an account only once, even when asked twice at the same time', async () => {
    const { accounts } = current();
    const account = (hash: string) => ({ username: 'chefe', passwordHash: hash, updatedAt: 'x' });
    const outcomes = await Promise.all([
      accounts.create(account('a')),
      accounts.create(account('b')),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const kept = await accounts.get('chefe');
    expect(kept?.passwordHash).toBe(outcomes[0] ? 'a' : 'b');
    expect(await accounts.create(account('c'))).toBe(false);
    expect((await accounts.get('chefe'))?.passwordHash).toBe(kept?.passwordHash);
    expect(await accounts.count()).toBe(1);
  });

  it('answers a ping while open', async () => {
    await expect(current().ping()).resolves.toBeUndefined();
  });

  it('sets, reads, replaces and destroys sessions', async () => {
    const { sessions } = current();
    const expiresAt = Date.now() + 60_000;
    const data = { user: 'admin', nested: { ok: true, list: [1, 'ç'] } };
    await sessions.set('s1', { data, expiresAt });
    expect(await sessions.get('s1')).toEqual({ data, expiresAt });
    await sessions.set('s1', { data: { user: 'other' }, expiresAt: expiresAt + 1 });
    expect(await sessions.get('s1')).toEqual({ data: { user: 'other' }, expiresAt: expiresAt + 1 });
    expect(await sessions.get('missing')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.get('s1')).toBeUndefined();
    await expect(sessions.destroy('s1')).resolves.toBeUndefined();
  });

  it('destroys every session of one user, but the one kept', async () => {
    const { sessions } = current();
    const expiresAt = Date.now() + 60_000;
    for (const [id, user] of [
      ['a1', 'admin'],
      ['a2', 'admin'],
      ['keep', 'admin'],
      ['c1', 'chefe'],
      ['anon', undefined],
    ] as const) {
      await sessions.set(id, { data: user === undefined ? {} : { user }, expiresAt });
    }
    await sessions.destroyAllOf('admin', 'keep');
    expect(await sessions.get('a1')).toBeUndefined();
    expect(await sessions.get('a2')).toBeUndefined();
    expect(await sessions.get('keep')).toEqual({ data: { user: 'admin' }, expiresAt });
    expect(await sessions.get('c1')).toEqual({ data: { user: 'chefe' }, expiresAt });
    expect(await sessions.get('anon')).toEqual({ data: {}, expiresAt });
    await sessions.destroyAllOf('admin');
    expect(await sessions.get('keep')).toBeUndefined();
  });

  it('treats an expired session as missing, and a renewed one as present', async () => {
    const { sessions } = current();
    await sessions.set('old', { data: { a: 1 }, expiresAt: Date.now() - 1000 });
    expect(await sessions.get('old')).toBeUndefined();
    expect(await sessions.get('old')).toBeUndefined();
    const renewed = { data: { a: 2 }, expiresAt: Date.now() + 60_000 };
    await sessions.set('old', renewed);
    expect(await sessions.get('old')).toEqual(renewed);
  });

  it('puts, replaces, reads and counts administrator accounts', async () => {
    const { accounts } = current();
    expect(await accounts.count()).toBe(0);
    expect(await accounts.get('admin')).toBeUndefined();
    const account = { username: 'admin', passwordHash: 'scrypt$1$2$3$s$h', updatedAt: 'x' };
    await accounts.put(account);
    expect(await accounts.get('admin')).toEqual(account);
    const changed = { ...account, passwordHash: 'scrypt$9$9$9$t$i', updatedAt: 'y' };
    await accounts.put(changed);
    expect(await accounts.get('admin')).toEqual(changed);
    const fromEnvironment = { ...changed, environmentPasswordHash: 'scrypt$1$2$3$e$h' };
    await accounts.put(fromEnvironment);
    expect(await accounts.get('admin')).toEqual(fromEnvironment);
    await accounts.put(changed);
    expect(await accounts.get('admin')).toEqual(changed);
    await accounts.put({ ...account, username: 'second' });
    expect(await accounts.count()).toBe(2);
  });

  it('subscribes an address once, compared lower-cased, also in parallel', async () => {
    const { newsletter } = current();
    expect(await newsletter.count()).toBe(0);
    expect(await newsletter.subscribe('Ana@Example.com')).toEqual({ added: true });
    expect(await newsletter.subscribe('ana@example.com')).toEqual({ added: false });
    expect(await newsletter.subscribe('ANA@EXAMPLE.COM')).toEqual({ added: false });
    expect(await newsletter.count()).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => newsletter.subscribe('Bia@example.com')),
    );
    expect(results.filter((result) => result.added)).toHaveLength(1);
    expect(await newsletter.count()).toBe(2);
  });
}
