import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASH, useTestApp } from '../testing/site-fixture';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const server = useTestApp();

describe('CONTENT_SECURITY_POLICY', () => {
  it('spells out the policy the site needs', () => {
    expect(CONTENT_SECURITY_POLICY.split(';')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      'frame-src https://www.google.com https://maps.google.com',
      "form-action 'self' https://formsubmit.co",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers', () => {
  it.each(['/', '/nope', '/api/nope', '/video/hero.webm'])('are sent on %s', async (urlPath) => {
    const res = await fetch(server.url + urlPath);
    await res.arrayBuffer();
    // The site's policy, plus the hash of the built site's inline script.
    expect(res.headers.get('content-security-policy')).toBe(
      CONTENT_SECURITY_POLICY.replace(
        "script-src 'self'",
        `script-src 'self' ${INLINE_SCRIPT_HASH}`,
      ),
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.has('x-powered-by')).toBe(false);
    // Plain http on 127.0.0.1: HSTS is left to the TLS proxy.
    expect(res.headers.has('strict-transport-security')).toBe(false);
  });
});

describe('X-Robots-Tag', () => {
  it.each(['/api/nope', '/api', '/admin', '/admin/login'])(
    'keeps %s out of search engines',
    async (urlPath) => {
      const res = await fetch(server.url + urlPath);
      await res.arrayBuffer();
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it.each(['/', '/about', '/administracao', '/apis'])('leaves %s indexable', async (urlPath) => {
    const res = await fetch(server.url + urlPath);
    await res.arrayBuffer();
    expect(res.headers.has('x-robots-tag')).toBe(false);
  });
});
