import { describe, expect, it } from 'vitest';
import { recordingLogger, SITE_FILES, useTestApp } from '../../testing/site-fixture';

const logger = recordingLogger();
// The fixture's SSR_DIR holds no build.
const app = useTestApp({ siteFiles: SITE_FILES, app: { logger } });

describe('the shop and part pages without the Astro build', () => {
  it('are not served (the static site answers), and the missing build is logged once', async () => {
    for (const urlPath of ['/shop', '/es/shop?q=alfa', '/shop/abc-1']) {
      const response = await fetch(`${app.url}${urlPath}`);
      expect(response.status).toBe(404);
    }
    expect(logger.errors.map(([message]) => message)).toEqual([
      'The shop and part pages are not rendered: the Astro build could not be loaded',
    ]);
  });
});
