import { testAppPerFile } from '@castall/server/testing';
import { describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from './newsletter';
import { webConnection } from './testing/connections';

const server = testAppPerFile();

describe('subscribeToNewsletter on the real server', () => {
  it('stores a valid address and says "subscribed"', async () => {
    const before = await server.services.store.newsletter.count();
    expect(await subscribeToNewsletter('ana@example.com', '', webConnection(server.url))).toBe(
      'subscribed',
    );
    expect(await server.services.store.newsletter.count()).toBe(before + 1);
  });

  it('says "failed" when the server refuses the address', async () => {
    expect(await subscribeToNewsletter('not an e-mail', '', webConnection(server.url))).toBe(
      'failed',
    );
  });

  it('says "tooMany" once one address has signed up too often in a row (429)', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      results.push(await subscribeToNewsletter(`n${i}@example.com`, '', webConnection(server.url)));
    }
    expect(results[0]).toBe('subscribed');
    expect(results.at(-1)).toBe('tooMany');
  });
});
