import { NEWSLETTER_TRAP_FIELD } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';

// Issue 11: 300 sign-ups in a row from one client were all accepted and written. Behind the
// proxy each test client has its own address (X-Forwarded-For), as visitors do in production.
const server = useTestApp({ config: { trustProxy: true } });

function signUp(address: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(`${server.url}/api/newsletter.php`, {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': address },
  });
}

const subscribers = () => server.services.store.newsletter.count();

describe('newsletter sign-up limit', () => {
  it('answers the 6th sign-up in a minute from one address with 429 and stores only 5', async () => {
    const before = await subscribers();
    for (let i = 1; i <= 5; i += 1) {
      const response = await signUp('203.0.113.7', { email: `cliente${i}@exemplo.com` });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    const sixth = await signUp('203.0.113.7', { email: 'cliente6@exemplo.com' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sixth.json()).toEqual({
      success: false,
      error: 'Muitas inscrições seguidas. Tente novamente em um minuto.',
    });
    expect(await subscribers()).toBe(before + 5);

    // The limit is per address: another visitor still signs up.
    const other = await signUp('198.51.100.20', { email: 'outra@exemplo.com' });
    expect(other.status).toBe(200);
    expect(await subscribers()).toBe(before + 6);
  });

  it('answers a filled honeypot as a success but stores nothing', async () => {
    const before = await subscribers();
    const response = await signUp('192.0.2.44', {
      email: 'robo@exemplo.com',
      [NEWSLETTER_TRAP_FIELD]: 'https://spam.example',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await subscribers()).toBe(before);

    const person = await signUp('192.0.2.44', { email: 'pessoa@exemplo.com' });
    expect(person.status).toBe(200);
    expect(await subscribers()).toBe(before + 1);
  });
});
