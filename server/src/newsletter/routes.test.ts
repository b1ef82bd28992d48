import { describe, expect, it } from 'vitest';
import { postMultipart, postUrlencoded } from '../testing/api-client';
import { useTestApp } from '../testing/site-fixture';

const server = useTestApp();

describe('POST /api/newsletter.php', () => {
  it('stores an address once and answers alike for a repeat', async () => {
    const first = await postMultipart(server.url, '/api/newsletter.php', {
      email: 'Ana@Exemplo.com',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await postUrlencoded(
      server.url,
      '/api/newsletter.php',
      'email=ana%40exemplo.com',
    );
    expect(await again.json()).toEqual({ success: true });
    expect(await server.services.store.newsletter.count()).toBe(1);
  });

  it.each(['', 'not-an-email', 'a@b', `${'x'.repeat(250)}@exemplo.com`])(
    'refuses %j with a Portuguese sentence',
    async (email) => {
      const response = await postMultipart(server.url, '/api/newsletter.php', { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'Informe um e-mail válido.' });
    },
  );

  it('refuses an address smuggled as an object', async () => {
    const response = await postUrlencoded(server.url, '/api/newsletter.php', 'email[$ne]=x');
    expect(response.status).toBe(400);
  });

  // Issue 11's text rule: the ASCII-only e-mail pattern already refused these before that
  // issue; kept as guards so a looser pattern cannot let them in.
  it.each([
    ['a zero-width space', 'ana\u200b@exemplo.com'],
    ['a right-to-left override', 'ana@exemplo\u202e.com'],
    ['full-width letters', 'ａｎａ@exemplo.com'],
  ])('refuses an address with %s', async (_what, email) => {
    const response = await postMultipart(server.url, '/api/newsletter.php', { email });
    expect(response.status).toBe(400);
    expect(await server.services.store.newsletter.count()).toBe(1);
  });

  it('refuses an address holding a lone surrogate, sent as a raw JSON escape', async () => {
    const response = await fetch(`${server.url}/api/newsletter.php`, {
      method: 'POST',
      body: '{"email":"ana\\ud800@exemplo.com"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await server.services.store.newsletter.count()).toBe(1);
  });
});
