import { beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import { PRERENDERED_SHOP, SHOP_SITE_FILES, shopPart } from './testing';

const logger = recordingLogger();
const app = useTestApp({ siteFiles: { ...SITE_FILES, ...SHOP_SITE_FILES }, app: { logger } });

beforeAll(async () => {
  await app.services.store.parts.create(shopPart('ALFA-1', 'Elétrica'));
});

describe('the shop page when it cannot be rendered with its parts', () => {
  it('without a server render in the build, serves the prerendered shop and says so once', async () => {
    for (const urlPath of ['/shop', '/es/shop?q=alfa']) {
      const response = await fetch(`${app.url}${urlPath}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(PRERENDERED_SHOP);
    }
    expect(logger.errors.map(([message]) => message)).toEqual([
      'The shop and part pages are not rendered: the server render could not be loaded',
    ]);
  });
});
