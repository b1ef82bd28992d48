import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';
import { noticeLocation } from './form-return';

const server = useTestApp();

/** The footer form as a browser sends it with JavaScript off. */
function plainFormPost(fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/api/newsletter.php`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    },
    redirect: 'manual',
  });
}

describe('the newsletter form without JavaScript', () => {
  it('is sent back to its page, at the notice that it subscribed, and the address is stored', async () => {
    const response = await plainFormPost({ email: 'Sem.Script@Exemplo.com', return: '/es/about' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/about#newsletter-subscribed');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await server.services.store.newsletter.count()).toBe(1);
  });

  it('is sent to the failure notice for an address the server refuses, storing nothing', async () => {
    const response = await plainFormPost({ email: 'ana\u200b@exemplo.com', return: '/en/' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/#newsletter-failed');
    expect(await server.services.store.newsletter.count()).toBe(1);
  });

  it('goes back to the home page when the page sent is not one of the site', async () => {
    const response = await plainFormPost({ email: 'b@exemplo.com', return: '//evil.example/' });
    expect(response.headers.get('location')).toBe('/#newsletter-subscribed');
  });

  it('is sent to the too-many notice past five sign-ups a minute, storing nothing more', async () => {
    // Two sign-ups above; three more reach the limit.
    for (const n of [1, 2, 3]) await plainFormPost({ email: `c${n}@exemplo.com`, return: '/' });
    const response = await plainFormPost({ email: 'd@exemplo.com', return: '/shop' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop#newsletter-too-many');
    expect(await server.services.store.newsletter.count()).toBe(5);
  });
});

describe('noticeLocation', () => {
  it.each([
    ['/', '/#newsletter-failed'],
    ['/es/products/cast-all-800', '/es/products/cast-all-800#newsletter-failed'],
    ['/shop/hid-ac-0010-bexiga', '/shop/hid-ac-0010-bexiga#newsletter-failed'],
  ])('keeps the site path %j', (page, location) => {
    expect(noticeLocation(page, 'failed')).toBe(location);
  });

  it.each([
    undefined,
    '',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/es/about?next=//evil.example',
    '/es/about#x',
    '/es/\u202eabout',
    '/es/about\r\nSet-Cookie: a=b',
    `/${'a'.repeat(201)}`,
  ])('replaces %j with the home page', (page) => {
    expect(noticeLocation(page, 'subscribed')).toBe('/#newsletter-subscribed');
  });
});
