import { describe, expect, it } from 'vitest';
import { isAppUrl, originOf } from './app-origin';

// isAppUrl decides which pages get network permissions and may navigate freely, so a
// look-alike that passes it is a privilege escalation. Each case is a way a string or prefix
// comparison would be fooled.
describe('isAppUrl', () => {
  it.each(['app://castall/', 'app://castall/admin/login?x=1#top', 'app://castall'])(
    'accepts the app page %s',
    (url) => {
      expect(isAppUrl(url)).toBe(true);
    },
  );

  it.each([
    ['a host that only starts with the app host', 'app://castall.evil/'],
    ['a host with a trailing dot', 'app://castall./'],
    ['a host that ends with the app host', 'app://evilcastall/'],
    ['the app host as user info before another host', 'app://castall@evil/'],
    ['user info in front of the app host', 'app://user@castall/'],
    ['a password in front of the app host', 'app://user:pw@castall/'],
    ['a password alone in front of the app host', 'app://:pw@castall/'],
    ['a port', 'app://castall:8080/'],
    ['an upper-case host Chromium would never send', 'app://CASTALL/'],
    ['another scheme with the app host', 'https://castall/'],
    ['a scheme that starts with app', 'apps://castall/'],
    ['a file URL naming the app', 'file:///castall/'],
    ['text that is not a URL', 'app castall'],
    ['an empty string', ''],
  ])('refuses %s (%s)', (_why, url) => {
    expect(isAppUrl(url)).toBe(false);
  });
});

// The IPC handlers compare originOf(sender) with the app origin; text that is not a URL must
// give no origin at all rather than throw or match.
describe('originOf', () => {
  it('gives scheme and host of a URL', () => {
    expect(originOf('app://castall/admin?x=1')).toBe('app://castall');
  });

  it('gives nothing for text that is not a URL', () => {
    expect(originOf('not a url')).toBeUndefined();
  });
});
