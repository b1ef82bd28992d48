import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingLogger, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import { builtAstroDir, shopPart, visibleHtml } from './testing';

const logger = recordingLogger();
const app = useTestApp({
  siteFiles: SITE_FILES,
  config: { ssrDir: builtAstroDir() },
  app: { logger },
});

beforeAll(async () => {
  // The first request imports the Astro build (seconds on a busy machine): not in a test's time.
  await fetch(`${app.url}/shop`);
  await app.services.store.parts.create(shopPart('ALFA-1', 'Elétrica'));
}, 60_000);

async function shopHtml(urlPath: string): Promise<string> {
  const response = await fetch(`${app.url}${urlPath}`);
  expect(response.status).toBe(200);
  return response.text();
}

const FAILED = '/shop is served without its parts: reading them failed';
/** The shop without its first page: the island loads the parts in the browser. */
const WITHOUT_PARTS = /class="shop-results__status">Carregando\.\.\.<\/p>/;

describe('the shop page when the store fails', () => {
  it('serves the shop without its parts (never a 500), logs it, and renders them once it is back', async () => {
    // The real store, made to fail the way an unreachable MongoDB does: its reads reject.
    const { parts } = app.services.store;
    const down = new Error('store unavailable');
    const revision = vi.spyOn(parts, 'revision').mockRejectedValue(down);
    expect(visibleHtml(await shopHtml('/shop?q=alfa'))).toMatch(WITHOUT_PARTS);
    revision.mockRestore();

    const query = vi.spyOn(parts, 'query').mockRejectedValue(down);
    expect(visibleHtml(await shopHtml('/shop?q=alfa'))).toMatch(WITHOUT_PARTS);
    query.mockRestore();

    expect(logger.errors).toEqual([
      [FAILED, down],
      [FAILED, down],
    ]);
    // A failed render is not cached: the same page renders with its parts now.
    expect(await shopHtml('/shop?q=alfa')).toContain('Peça ALFA-1');
  });
});
