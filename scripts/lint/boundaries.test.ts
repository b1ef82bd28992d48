import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on deliberately wrong (and right) imports
// placed, as text, in files of the real tree: the rules of eslint/boundaries.js must fire.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'import-x/no-restricted-paths'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('the import boundaries (eslint/boundaries.js)', { timeout: 60_000 }, () => {
  it('refuse a relative import into another package, from any package or script', async () => {
    const electron = await boundaryErrors(
      'electron/src/main/wrong.ts',
      "import type { AdminPlatform } from '../../../packages/ui/src/features/admin/platform';\nexport type P = AdminPlatform;\n",
    );
    expect(electron).toContainEqual(expect.stringContaining('by its name and `exports` map'));
    const script = await boundaryErrors(
      'scripts/bench/wrong.ts',
      "import { openEmbeddedStore } from '../../server/src/store/embedded';\nexport const open = openEmbeddedStore;\n",
    );
    expect(script).toContainEqual(expect.stringContaining('by its name and `exports` map'));
  });

  it('let a package be imported by its name', async () => {
    expect(
      await boundaryErrors(
        'scripts/bench/right.ts',
        "import { openEmbeddedStore } from '@castall/server/embedded-store';\nexport const open = openEmbeddedStore;\n",
      ),
    ).toEqual([]);
  });

  it('refuse a shared layer importing a feature or the app shell', async () => {
    const fromLib = await boundaryErrors(
      'packages/ui/src/lib/wrong.ts',
      "import { apiQueryString } from '../features/shop/shop-query';\nexport const q = apiQueryString;\n",
    );
    expect(fromLib).toEqual([expect.stringContaining('Shared layers must not import features')]);
    const fromComponents = await boundaryErrors(
      'packages/ui/src/components/layout/wrong.ts',
      "import { siteRoutes } from '../../app/site-routes';\nexport const r = siteRoutes;\n",
    );
    expect(fromComponents).toEqual([
      expect.stringContaining('Shared layers must not import features or the app shell'),
    ]);
  });

  it('refuse a feature reaching into another feature, and let it use its public index', async () => {
    const inside = await boundaryErrors(
      'packages/ui/src/features/products/wrong.ts',
      "import { productCatalogUrl } from '../catalogs/catalog-urls';\nexport const u = productCatalogUrl;\n",
    );
    expect(inside).toEqual([expect.stringContaining('public index.ts')]);
    expect(
      await boundaryErrors(
        'packages/ui/src/features/products/right.ts',
        "import { CatalogDownloadIsland } from '../catalogs';\nimport { pageCount } from '../../lib/pagination';\nexport { CatalogDownloadIsland, pageCount };\n",
      ),
    ).toEqual([]);
  });

  it('refuse the contracts importing the UI, the server or the desktop app', async () => {
    const errors = await boundaryErrors(
      'packages/contracts/src/wrong.ts',
      "import { API_ENDPOINTS } from '../../../server/src/api/router';\nexport const e = API_ENDPOINTS;\n",
    );
    expect(errors).toContainEqual(expect.stringContaining('Contracts and the machine catalogue'));
  });
});
