import Conf from 'conf';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_OPTIONS, type DesktopStoreData } from './store-schema';

// electron-store is `conf` plus Electron's user-data folder; it cannot be imported without the
// Electron binary, so its persistence and schema are checked through `conf` with the same options.
describe('the desktop store schema (conf / electron-store)', () => {
  let dir: string;
  const open = () =>
    new Conf<DesktopStoreData>({ ...STORE_OPTIONS, configName: STORE_OPTIONS.name, cwd: dir });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'castall-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts with the default server and nothing stored', () => {
    const store = open();
    expect(store.get('serverUrl')).toBe('http://127.0.0.1:3000');
    expect(store.get('serverUrlConfirmed')).toBe(false);
    expect(store.get('loginAttempts')).toBeNull();
    expect(store.get('encryptedToken')).toBeNull();
  });

  it('keeps the login attempt record and the address across a restart', () => {
    const record = { count: 3, lockoutUntil: 1_900_000, firstAttemptTime: 1_000_000 };
    open().set('loginAttempts', record);
    open().set('serverUrl', 'https://admin.example.com');
    const reopened = open();
    expect(reopened.get('loginAttempts')).toEqual(record);
    expect(reopened.get('serverUrl')).toBe('https://admin.example.com');
  });

  it('refuses writes of the wrong shape', () => {
    const store = open();
    expect(() => store.set('authenticated', 'yes' as unknown as boolean)).toThrow();
    expect(() => store.set('serverUrl', 'javascript:alert(1)')).toThrow();
    expect(() =>
      store.set('loginAttempts', { count: -1, lockoutUntil: null, firstAttemptTime: 0 }),
    ).toThrow();
  });

  it('replaces a file edited into an invalid shape by the defaults instead of crashing', () => {
    const store = open();
    store.set('authenticated', true);
    const file = store.path;
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), authenticated: 'x' }),
    );
    expect(open().get('authenticated')).toBe(false);
  });
});
