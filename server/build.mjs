// Bundles the server into one ESM file for `node server/dist/index.js`.
// Registry dependencies stay external and load from node_modules at run time (several are
// CommonJS, and bundling them gains nothing on a server); workspace packages (@castall/*)
// ship as TypeScript sources, so they must be bundled.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

const manifest = JSON.parse(await readFile(here('./package.json'), 'utf8'));
const dependencyNames = Object.keys({
  ...manifest.dependencies,
  ...manifest.devDependencies,
  ...manifest.peerDependencies,
  ...manifest.optionalDependencies,
});
const external = dependencyNames
  .filter((name) => !name.startsWith('@castall/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [here('./src/index.ts')],
  outfile: here('./dist/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'info',
});
