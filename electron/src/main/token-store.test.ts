import { describe, expect, it } from 'vitest';
import { fakeSafeStorage, memoryStore } from '../testing/fakes';
import { createTokenStore } from './token-store';

const TOKEN = 'tok_'.padEnd(43, 'x7');

describe('createTokenStore', () => {
  it('writes the token only encrypted when the OS offers encryption', () => {
    const store = memoryStore();
    const tokens = createTokenStore(fakeSafeStorage({ available: true }), store);
    tokens.set(TOKEN);
    expect(tokens.persistence()).toBe('encrypted');
    expect(store.data.encryptedToken).not.toBeNull();
    expect(Buffer.from(store.data.encryptedToken ?? '', 'base64').toString()).not.toContain(TOKEN);
    // A new run (new token store over the same file) still has it.
    expect(createTokenStore(fakeSafeStorage({ available: true }), store).get()).toBe(TOKEN);
  });

  it('clears it on null (logout, 401)', () => {
    const store = memoryStore();
    const tokens = createTokenStore(fakeSafeStorage({ available: true }), store);
    tokens.set(TOKEN);
    tokens.set(null);
    expect(tokens.get()).toBeNull();
    expect(store.data.encryptedToken).toBeNull();
  });

  it.each([
    ['no encryption at all', { available: false }],
    ["Linux without a keyring ('basic_text')", { available: true, backend: 'basic_text' }],
  ])('keeps the token in memory only with %s', (_label, options) => {
    const store = memoryStore();
    const tokens = createTokenStore(fakeSafeStorage(options), store);
    tokens.set(TOKEN);
    expect(tokens.persistence()).toBe('memory');
    expect(tokens.get()).toBe(TOKEN);
    expect(store.data.encryptedToken).toBeNull();
    expect(createTokenStore(fakeSafeStorage(options), store).get()).toBeNull();
  });

  it('drops a stored token that can no longer be decrypted', () => {
    const store = memoryStore({ encryptedToken: Buffer.from('garbage').toString('base64') });
    const tokens = createTokenStore(fakeSafeStorage({ available: true }), store);
    expect(tokens.get()).toBeNull();
    expect(store.data.encryptedToken).toBeNull();
  });
});
