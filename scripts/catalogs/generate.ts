/**
 * Writes the catalogue PDFs into dist/site/catalogs/ (run by the ui build, after Vite):
 * /catalogs/{product file} for each product and /catalogs/{lang}/{line file} per language.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCatalogs } from './write-catalogs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const written = await writeCatalogs({
  publicDir: join(repoRoot, 'public'),
  write: async (relativePath, content) => {
    const file = join(repoRoot, 'dist/site/catalogs', relativePath);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  },
});
const total = written.reduce((sum, file) => sum + file.bytes, 0);
console.log(`Catalogue PDFs: ${written.length} files, ${Math.round(total / 1024)} kB`);
