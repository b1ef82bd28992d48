import { describe, expect, it } from 'vitest';
import { fakeSafeStorage, memoryStore } from '../testing/fakes';
import { createSettings } from './settings';
import { createTokenStore } from './token-store';

function setup(initial: Parameters<typeof memoryStore>[0] = {}) {
  const store = memoryStore(initial);
  const tokens = createTokenStore(fakeSafeStorage({ available: true }), store);
  return { store, tokens, settings: createSettings(store, tokens) };
}

describe('createSettings', () => {
  it('answers the default address, not yet confirmed, on a first run', () => {
    expect(setup().settings.read()).toEqual({
      serverUrl: 'http://127.0.0.1:3000',
      serverUrlConfirmed: false,
    });
  });

  it('stores a valid address normalized and marks it confirmed', () => {
    const { settings, store } = setup();
    const answer = settings.setServerUrl(' https://admin.example.com/ ');
    expect(answer).toEqual({
      ok: true,
      settings: { serverUrl: 'https://admin.example.com', serverUrlConfirmed: true },
    });
    expect(store.data.serverUrl).toBe('https://admin.example.com');
    expect(settings.serverOrigin()).toBe('https://admin.example.com');
  });

  it('keeps the stored address when the new one is invalid', () => {
    const { settings, store } = setup();
    const answer = settings.setServerUrl('javascript:alert(1)');
    expect(answer.ok).toBe(false);
    expect(store.data.serverUrl).toBe('http://127.0.0.1:3000');
    expect(store.data.serverUrlConfirmed).toBe(false);
  });

  it('forgets the session when the server changes, keeps it when only confirmed again', () => {
    const { settings, store, tokens } = setup({ authenticated: true });
    tokens.set('t'.repeat(43));
    settings.setServerUrl('http://127.0.0.1:3000');
    expect(tokens.get()).toBe('t'.repeat(43));
    settings.setServerUrl('http://localhost:4000');
    expect(tokens.get()).toBeNull();
    expect(store.data.authenticated).toBe(false);
  });

  it('falls back to the default when the stored address was edited into an invalid one', () => {
    expect(setup({ serverUrl: 'http://10.1.1.1' }).settings.serverOrigin()).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
