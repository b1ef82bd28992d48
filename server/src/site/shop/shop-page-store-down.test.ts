import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingLogger, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import { PRERENDERED_SHOP, SHOP_SITE_FILES, shopPart, writeShopRender } from './testing';

const logger = recordingLogger();
const app = useTestApp({ siteFiles: { ...SITE_FILES, ...SHOP_SITE_FILES }, app: { logger } });

beforeAll(async () => {
  await writeShopRender(path.join(app.fixture.siteDir, '..', 'ssr'));
  await app.services.store.parts.create(shopPart('ALFA-1', 'Elétrica'));
}, 60_000);

async function shopHtml(urlPath: string): Promise<string> {
  const response = await fetch(`${app.url}${urlPath}`);
  expect(response.status).toBe(200);
  return response.text();
}

const FAILED = '/shop is served prerendered: rendering it with its parts failed';

describe('the shop page when the store fails', () => {
  it('serves the prerendered shop (never a 500), logs it, and renders again once it is back', async () => {
    // The real store, made to fail the way an unreachable MongoDB does: its reads reject.
    const { parts } = app.services.store;
    const down = new Error('store unavailable');
    const revision = vi.spyOn(parts, 'revision').mockRejectedValue(down);
    expect(await shopHtml('/shop?q=alfa')).toContain(PRERENDERED_SHOP);
    revision.mockRestore();

    const query = vi.spyOn(parts, 'query').mockRejectedValue(down);
    expect(await shopHtml('/shop?q=alfa')).toContain(PRERENDERED_SHOP);
    query.mockRestore();

    expect(logger.errors).toEqual([
      [FAILED, down],
      [FAILED, down],
    ]);
    // A failed render is not cached: the same page renders with its parts now.
    expect(await shopHtml('/shop?q=alfa')).toContain('Peça ALFA-1');
  });
});
