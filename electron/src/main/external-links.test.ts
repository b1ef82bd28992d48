import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from './external-links';

// Every allowed link opens in the system browser, outside the app's sandbox, so the host must
// match an allowed one exactly: no suffix, prefix or substring look-alike may pass.
describe('isAllowedExternalUrl with look-alike hosts', () => {
  it.each([
    'https://wa.me/5519999999999',
    'https://WA.ME/5519999999999',
    'https://api.whatsapp.com/send?phone=55',
    'https://maps.google.com/?q=Americana',
    'https://www.google.com/maps/place/Americana',
    'https://www.google.com/maps',
  ])('accepts %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(true);
  });

  it.each([
    ['a host that ends with an allowed one', 'https://evilwa.me/'],
    ['a sub-domain of an allowed host', 'https://x.wa.me/'],
    ['a host that starts with an allowed one', 'https://wa.me.evil.example/'],
    ['a host that contains an allowed one', 'https://evil-api.whatsapp.com.example/'],
    ['an allowed host with a trailing dot', 'https://wa.me./'],
    ['an allowed host as user info before another host', 'https://wa.me@evil.example/'],
    ['an allowed host as user and password', 'https://wa.me:x@evil.example/'],
    ['user info in front of an allowed host', 'https://evil.example@wa.me/'],
    ['a password alone in front of an allowed host', 'https://:pw@wa.me/'],
    ['an encoded dot that joins another domain', 'https://wa.me%2eevil.example/'],
    ['the Google host outside /maps', 'https://www.google.com/url?q=https://evil.example'],
    ['a path that only starts with maps', 'https://www.google.com/mapsevil'],
    ['the maps host without www', 'https://google.com/maps'],
  ])('refuses %s (%s)', (_why, url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});
