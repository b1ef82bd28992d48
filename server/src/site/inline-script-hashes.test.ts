import { describe, expect, it } from 'vitest';
import { createSiteFixture, INLINE_SCRIPT_HASH, useTestApp } from '../testing/site-fixture';
import { readInlineScriptHashes } from './inline-script-hashes';

const server = useTestApp();

describe('inline scripts of the built site', () => {
  it('are allowed by their hash in the pages’ Content-Security-Policy, and no other', async () => {
    const res = await fetch(`${server.url}/about`);
    const scriptSrc = res.headers
      .get('content-security-policy')
      ?.split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${INLINE_SCRIPT_HASH}`);
  });

  it('are none when the site is not built', async () => {
    const site = await createSiteFixture({});
    expect(readInlineScriptHashes(site.siteDir)).toEqual([]);
    await site.cleanup();
  });

  it('refuses a hashes file that holds something else', async () => {
    const site = await createSiteFixture({
      'inline-scripts.json': JSON.stringify({ scriptHashes: ["'unsafe-inline'"] }),
    });
    expect(() => readInlineScriptHashes(site.siteDir)).toThrow();
    await site.cleanup();
  });
});
