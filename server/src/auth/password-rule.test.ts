import { describe, expect, it } from 'vitest';
import { passwordLength, passwordWeakness } from './password-rule';

describe('administrator password rule', () => {
  it('refuses 11 characters and accepts 12', () => {
    expect(passwordWeakness('tulipa verd')).toBe('short');
    expect(passwordWeakness('tulipa verde')).toBeUndefined();
  });

  it('refuses the old accepted password "1"', () => {
    expect(passwordWeakness('1')).toBe('short');
  });

  it('refuses a common password of 12 characters or more, in any case or width', () => {
    expect(passwordWeakness('qwerty123456')).toBe('common');
    expect(passwordWeakness('Administrator')).toBe('common');
    expect(passwordWeakness('ＱＷＥＲＴＹ１２３４５６')).toBe('common');
    expect(passwordWeakness('qwerty123457')).toBeUndefined();
  });

  it('counts code points, not UTF-16 units', () => {
    // 11 emoji are 22 UTF-16 units: still 11 characters, so too short.
    const emoji = '😀'.repeat(11);
    expect(emoji.length).toBe(22);
    expect(passwordLength(emoji)).toBe(11);
    expect(passwordWeakness(emoji)).toBe('short');
    expect(passwordWeakness('😀🐱🌵🚀🎈🍕🎲🌙⚽🎸🦊🍩')).toBeUndefined();
    // A decomposed 'ç' (c + combining cedilla) is one character, as a person counts it.
    expect(passwordLength('ac\u0327a')).toBe(3);
    expect(passwordWeakness('ação segurax')).toBeUndefined();
    expect(passwordWeakness('aça\u0303o segura')).toBe('short');
  });

  it('refuses one piece repeated (issue 38)', () => {
    expect(passwordWeakness('aaaaaaaaaaaa')).toBe('repeated');
    expect(passwordWeakness('adminadminadmin')).toBe('repeated');
    expect(passwordWeakness('abcabcabcabc')).toBe('repeated');
    expect(passwordWeakness('AbcAbcAbcabc')).toBe('repeated');
    expect(passwordWeakness('abcabcabcabd')).toBeUndefined();
  });

  it('refuses passwords built from the brand or the username (issue 38)', () => {
    expect(passwordWeakness('castall12345')).toBe('personal');
    expect(passwordWeakness('Cast All 2024!')).toBe('personal');
    expect(passwordWeakness('CastAll@Castall')).toBe('personal');
    expect(passwordWeakness('joaquim.silva1', ['joaquim.silva'])).toBe('personal');
    expect(passwordWeakness('joaquim.silva1')).toBeUndefined();
    expect(passwordWeakness('castall tulipa verde')).toBeUndefined();
  });

  // The two imports load the app's test fixture: over 5 s on a busy machine under Stryker.
  it(
    'accepts the passwords the tests and the e2e server start with',
    { timeout: 30_000 },
    async () => {
      const { TEST_ADMIN_PASSWORD } = await import('../testing/site-fixture');
      const { E2E_ADMIN_PASSWORD } = await import('../../../tests/fixtures/admin-credentials');
      expect(passwordWeakness(TEST_ADMIN_PASSWORD)).toBeUndefined();
      expect(passwordWeakness(E2E_ADMIN_PASSWORD)).toBeUndefined();
    },
  );
});
